import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import {
  customDateRange,
  DATE_FILTER_PRESET_LABELS,
  DATE_FILTER_PRESETS,
  dateFilterRange,
  type DateFilterPreset,
} from '../../../domain/dates/dateFilterPresets';
import type { DateRange, IsoDate } from '../../../domain/dates/isoDate';

/** The preset whose range this is today, or 'custom'. */
export function presetOf(range: DateRange, today: IsoDate): DateFilterPreset {
  for (const preset of DATE_FILTER_PRESETS) {
    if (preset === 'custom') continue;
    const candidate = dateFilterRange({ preset }, today);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

/** A see-all list's address for a period: its preset by name, or `custom` with both dates (read back by dateFilterRangeFromParams). */
export function dateFilterParams(range: DateRange, today: IsoDate): Record<string, string> {
  const preset = presetOf(range, today);
  return preset === 'custom' ? { filter: 'custom', fromDate: range.from, toDate: range.to } : { filter: preset };
}

/** The date-range picker of the see-all lists: the presets of part 1 §9, or two dates of the officer's own. */
export function DateRangeFilter({ range, today, onChange }: { range: DateRange; today: IsoDate; onChange: (range: DateRange) => void }) {
  const [preset, setPreset] = useState<DateFilterPreset>(() => presetOf(range, today));
  const [draft, setDraft] = useState(range);
  const checked = customDateRange(draft.from, draft.to);

  const choosePreset = (value: DateFilterPreset) => {
    setPreset(value);
    if (value !== 'custom') {
      const next = dateFilterRange({ preset: value }, today);
      setDraft(next);
      onChange(next);
    }
  };
  const changeDay = (which: keyof DateRange, value: string) => {
    const next = { ...draft, [which]: value };
    setDraft(next);
    const valid = customDateRange(next.from, next.to);
    if (valid.ok) onChange(valid.value);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ my: 2 }}>
      <TextField select size="small" label="Periode" value={preset} onChange={(event) => choosePreset(event.target.value as DateFilterPreset)} sx={{ minWidth: 200 }}>
        {DATE_FILTER_PRESETS.map((value) => (
          <MenuItem key={value} value={value}>
            {DATE_FILTER_PRESET_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          <TextField size="small" type="date" label="Fra dato" value={draft.from} onChange={(event) => changeDay('from', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="date"
            label="Til dato"
            value={draft.to}
            onChange={(event) => changeDay('to', event.target.value)}
            error={!checked.ok}
            helperText={checked.ok ? ' ' : checked.error}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
}
