import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nbNO } from '@mui/x-date-pickers/locales';
import { DateTime } from 'luxon';
import type { IsoDate } from '../../../domain/dates/isoDate';

const NORWEGIAN_PICKER_TEXTS = nbNO.components.MuiLocalizationProvider.defaultProps.localeText;

export interface IsoDateFieldProps {
  readonly label: string;
  readonly value: IsoDate | null;
  /** The chosen day, or null while the field is empty or holds no whole date. */
  readonly onChange: (value: IsoDate | null) => void;
  readonly onBlur?: () => void;
  readonly error?: string | undefined;
  readonly helperText?: string | undefined;
  readonly required?: boolean;
  /** The earliest and latest day the picker offers (the domain's bounds; its rule still decides). */
  readonly minDate?: IsoDate;
  readonly maxDate?: IsoDate;
}

/**
 * A date field of ARCHITECTURE §7 "Dates": MUI X's picker in Norwegian (dd.mm.åååå) over luxon, holding
 * ISO days. Only pages that import it load the picker and luxon; the shell and the dashboard never do.
 */
export function IsoDateField({ label, value, onChange, onBlur, error, helperText, required = false, minDate, maxDate }: IsoDateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="nb" localeText={NORWEGIAN_PICKER_TEXTS}>
      <DatePicker
        label={label}
        value={value ? DateTime.fromISO(value) : null}
        format="dd.MM.yyyy"
        {...(minDate ? { minDate: DateTime.fromISO(minDate) } : {})}
        {...(maxDate ? { maxDate: DateTime.fromISO(maxDate) } : {})}
        onChange={(day) => onChange(day?.isValid ? day.toISODate() : null)}
        slotProps={{ textField: { error: Boolean(error), helperText: error ?? helperText, onBlur, required } }}
      />
    </LocalizationProvider>
  );
}
