import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { LiveMachine } from '../../application/machines/liveMachines';
import type { MachineEntry } from '../../application/machines/machineEntry';
import { currentStates } from './studioTexts';

interface Props {
  readonly entry: MachineEntry;
  readonly running: readonly LiveMachine[];
  readonly followed: LiveMachine | undefined;
  readonly onFollow: (actorId: string) => void;
}

/** Which running actor of this machine the diagram follows, and where it stands. */
export function LivePanel({ entry, running, followed, onFollow }: Props) {
  if (!followed) {
    return (
      <Typography variant="body2" color="text.secondary">
        Ingen maskin av typen «{entry.title}» kjører i denne fanen nå. Den vises her så snart den startes.
      </Typography>
    );
  }
  return (
    <Box role="region" aria-label="Live">
      {running.length > 1 && (
        <TextField select size="small" label="Følger" value={followed.actorId} onChange={(event) => onFollow(event.target.value)} sx={{ mb: 1 }}>
          {running.map((machine, i) => (
            <MenuItem key={machine.actorId} value={machine.actorId}>
              {entry.title} {i + 1}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="subtitle2" component="h2">
        Nå
      </Typography>
      <Typography aria-label="Nåværende tilstand" sx={{ fontFamily: 'monospace' }}>
        {currentStates(followed.activeStateIds, entry.id)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Diagrammet følger maskinen mens du arbeider i NorLink i denne fanen. Bare tilstanden vises, aldri dataene den holder.
      </Typography>
    </Box>
  );
}
