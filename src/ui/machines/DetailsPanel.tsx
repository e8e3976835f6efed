import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ChartTransition, Statechart } from '../../application/machines/statechart';
import type { DiagramSelection } from './diagram/StatechartSvg';
import { STATE_KIND, statePath } from './studioTexts';

interface Props {
  readonly chart: Statechart;
  readonly selection: DiagramSelection | null;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function targets(transition: ChartTransition, machineId: string): string {
  return transition.targetIds.length > 0 ? transition.targetIds.map((id) => statePath(id, machineId)).join(', ') : 'blir der den er';
}

/** What an analyst reads about the state or transition picked in the diagram: its description first. */
export function DetailsPanel({ chart, selection }: Props) {
  const { machineId } = chart;
  if (!selection) {
    return (
      <Typography variant="body2" color="text.secondary">
        Velg en tilstand eller overgang i diagrammet for å lese beskrivelsen. Beskrivelsen vises også når du holder pekeren over den.
      </Typography>
    );
  }
  if (selection.kind === 'transition') {
    const transition = chart.transitions.find((candidate) => candidate.id === selection.id);
    if (!transition) return null;
    return (
      <Box aria-label="Valgt overgang" role="region">
        <Typography variant="overline">Overgang</Typography>
        <Typography variant="h6" component="h2">
          {transition.trigger}
        </Typography>
        <Typography sx={{ my: 1 }}>{transition.description ?? 'Uten beskrivelse.'}</Typography>
        <Field label="Fra" value={statePath(transition.sourceId, machineId)} />
        <Field label="Til" value={targets(transition, machineId)} />
        {transition.guard && <Field label="Vakt" value={transition.guard} />}
        {transition.actions.length > 0 && <Field label="Handlinger" value={transition.actions.join(', ')} />}
      </Box>
    );
  }
  const state = chart.states.find((candidate) => candidate.id === selection.id);
  if (!state) return null;
  const outgoing = chart.transitions.filter((transition) => transition.sourceId === state.id);
  return (
    <Box aria-label="Valgt tilstand" role="region">
      <Typography variant="overline">{STATE_KIND[state.kind]}</Typography>
      <Typography variant="h6" component="h2">
        {statePath(state.id, machineId)}
      </Typography>
      <Typography sx={{ my: 1 }}>{state.description ?? 'Uten beskrivelse.'}</Typography>
      {state.invokes.length > 0 && <Field label="Kjører" value={state.invokes.join(', ')} />}
      {state.entry.length > 0 && <Field label="Ved inngang" value={state.entry.join(', ')} />}
      {state.exit.length > 0 && <Field label="Ved utgang" value={state.exit.join(', ')} />}
      {outgoing.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" component="h3">
            Overganger herfra
          </Typography>
          <List dense disablePadding>
            {outgoing.map((transition) => (
              <ListItem key={transition.id} disableGutters>
                <ListItemText
                  primary={`${transition.trigger}${transition.guard ? ` [${transition.guard}]` : ''} → ${targets(transition, machineId)}`}
                  secondary={transition.description}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
