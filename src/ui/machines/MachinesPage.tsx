import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { MACHINES, machineEntry } from '../../application/machines/registry';
import { describeMachine } from '../../application/machines/statechart';
import { currentStates } from './studioTexts';
import { useLiveMachines } from './useLiveMachines';

/** /machines: every registered machine with its purpose, and the ones running in this tab. */
export function MachinesPage() {
  const live = useLiveMachines();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Tilstandsmaskiner
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: 760 }}>
        Slik oppfører NorLink seg, tegnet som tilstandsdiagrammer. Velg en maskin for å lese tilstandene og overgangene, følge den som
        kjører i denne fanen, eller gå gjennom den steg for steg i en simulering.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        {MACHINES.map((entry) => {
          const chart = describeMachine(entry.machine);
          return (
            <Card key={entry.id} variant="outlined">
              <CardActionArea component={Link} to={`/machines/${entry.id}`}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {entry.title}
                  </Typography>
                  <Typography variant="body2" sx={{ my: 1 }}>
                    {entry.purpose}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {entry.id} · {chart.states.length} tilstander · {chart.transitions.length} overganger
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        Kjører i denne fanen
      </Typography>
      {live.length === 0 ? (
        <Typography color="text.secondary">Ingen maskiner kjører nå.</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ pl: 0, listStyle: 'none' }}>
          {live.map((machine) => (
            <Box component="li" key={machine.actorId}>
              <Chip
                clickable
                component={Link}
                to={`/machines/${machine.machineId}?modus=live`}
                label={`${machineEntry(machine.machineId)?.title ?? machine.machineId}: ${currentStates(machine.activeStateIds, machine.machineId)}`}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
