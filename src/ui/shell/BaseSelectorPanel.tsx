import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Popover, Stack, Typography } from '@mui/material';
import { CHOOSE_AT_LEAST_ONE_BASE } from '../../domain/session/sessionRules';
import { useSession, useSessionActor } from '../session/useSession';

/** The base selector's panel: tick the bases to work in. Loaded on first opening (see BaseSelector). */
export default function BaseSelectorPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const session = useSessionActor();
  const available = useSession((s) => s.context.profile?.bases ?? []);
  const selected = useSession((s) => s.context.selectedBases);
  const noneChosen = useSession((s) => s.context.failure?.message === CHOOSE_AT_LEAST_ONE_BASE);
  const [checked, setChecked] = useState<readonly number[]>(selected);

  const toggle = (base: number) => setChecked(checked.includes(base) ? checked.filter((b) => b !== base) : [...checked, base].sort((a, b) => a - b));
  const choose = () => {
    session.send({ type: 'SELECT_BASES', bases: checked });
    if (checked.length > 0) onClose();
  };

  return (
    <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      <Box component="form" role="dialog" aria-label="Velg baser" sx={{ p: 2, minWidth: 220 }} onSubmit={(event) => (event.preventDefault(), choose())}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          Aktive baser
        </Typography>
        <FormGroup>
          {available.map((base) => (
            <FormControlLabel key={base} control={<Checkbox checked={checked.includes(base)} onChange={() => toggle(base)} />} label={`Base ${base}`} />
          ))}
        </FormGroup>
        {noneChosen && checked.length === 0 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {CHOOSE_AT_LEAST_ONE_BASE}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => setChecked(available)}>Alle</Button>
          <Button type="submit" variant="contained">
            Velg
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
