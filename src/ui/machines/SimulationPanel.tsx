import { Box, Button, Divider, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import type { EventObject } from 'xstate';
import type { MachineEntry } from '../../application/machines/machineEntry';
import type { Simulation } from './useSimulation';
import { currentStates } from './studioTexts';

/** What the transition a choice would take says about itself. */
function whatHappens(entry: MachineEntry, simulation: Simulation, event: EventObject): string | undefined {
  const [transition] = entry.machine.getTransitionData(simulation.current.snapshot, event);
  return transition?.description;
}

/** The controls of a simulation: where the machine stands, what can happen next, and the way so far. */
export function SimulationPanel({ entry, simulation }: { entry: MachineEntry; simulation: Simulation }) {
  const { current, steps, choices } = simulation;
  return (
    <Box role="region" aria-label="Simulering">
      <Typography variant="subtitle2" component="h2">
        Nå
      </Typography>
      <Typography aria-label="Nåværende tilstand" sx={{ fontFamily: 'monospace', mb: 1 }}>
        {currentStates(current.activeStateIds, entry.id)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" size="small" onClick={simulation.back} disabled={steps.length === 1}>
          Tilbake
        </Button>
        <Button variant="outlined" size="small" onClick={simulation.reset} disabled={steps.length === 1}>
          Nullstill
        </Button>
      </Stack>
      <Typography variant="subtitle2" component="h2">
        Hva kan skje nå
      </Typography>
      {choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Maskinen er ferdig.
        </Typography>
      ) : (
        <List dense aria-label="Hendelser">
          {choices.map((choice) => (
            <ListItemButton key={choice.label} onClick={() => simulation.choose(choice)}>
              <ListItemText primary={choice.label} secondary={whatHappens(entry, simulation, choice.event)} />
            </ListItemButton>
          ))}
        </List>
      )}
      <Divider sx={{ my: 1 }} />
      <Typography variant="subtitle2" component="h2">
        Veien hit
      </Typography>
      <Box component="ol" aria-label="Steg" sx={{ pl: 3, my: 0 }}>
        {steps.map((step, i) => (
          <Typography component="li" variant="body2" key={i}>
            {step.choice ? step.choice.label : 'Start'} → {currentStates(step.activeStateIds, entry.id)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
