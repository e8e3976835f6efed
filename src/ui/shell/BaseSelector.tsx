import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, Popover, Stack, Typography } from '@mui/material';
import { CHOOSE_AT_LEAST_ONE_BASE } from '../../domain/session/sessionRules';
import { useSession, useSessionActor } from '../session/useSession';

function summary(selected: readonly number[], all: readonly number[]): string {
  if (all.length > 1 && selected.length === all.length) return 'Alle baser';
  return `${selected.length === 1 ? 'Base' : 'Baser'} ${selected.join(', ')}`;
}

/** The top bar's base selector (part 1 §1, §5): the officer works in all, some or one of their bases. */
export function BaseSelector() {
  const session = useSessionActor();
  const available = useSession((s) => s.context.profile?.bases ?? []);
  const selected = useSession((s) => s.context.selectedBases);
  const selecting = useSession((s) => s.matches({ loggedIn: 'selectingBases' }));
  const noneChosen = useSession((s) => s.context.failure?.message === CHOOSE_AT_LEAST_ONE_BASE);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [checked, setChecked] = useState<readonly number[]>(selected);

  if (available.length === 0) return null;
  const open = (element: HTMLElement) => {
    setChecked(selected);
    setAnchor(element);
  };
  const toggle = (base: number) => setChecked(checked.includes(base) ? checked.filter((b) => b !== base) : [...checked, base].sort((a, b) => a - b));
  const choose = () => {
    session.send({ type: 'SELECT_BASES', bases: checked });
    if (checked.length > 0) setAnchor(null);
  };

  return (
    <>
      <Button color="inherit" aria-haspopup="dialog" disabled={selecting} onClick={(event) => open(event.currentTarget)}>
        {summary(selected, available)}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
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
    </>
  );
}
