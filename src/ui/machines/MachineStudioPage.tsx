import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { Suspense, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MachineEntry } from '../../application/machines/machineEntry';
import { machineEntry } from '../../application/machines/registry';
import { describeMachine } from '../../application/machines/statechart';
import { DetailsPanel } from './DetailsPanel';
import { NO_HIGHLIGHT, type DiagramSelection, type Highlight } from './diagram/StatechartSvg';
import { LivePanel } from './LivePanel';
import { SimulationPanel } from './SimulationPanel';
import { StatechartView } from './StatechartView';
import { useLiveMachines } from './useLiveMachines';
import { useSimulation } from './useSimulation';
import { TabBar } from '../common/TabBar';

const MODES = ['diagram', 'live', 'simulering'] as const;
type Mode = (typeof MODES)[number];
const MODE_LABEL: Record<Mode, string> = { diagram: 'Diagram', live: 'Live', simulering: 'Simulering' };

/** /machines/:machineId: one machine's diagram, read, followed live, or simulated. */
export function MachineStudioPage() {
  const { machineId = '' } = useParams();
  const entry = machineEntry(machineId);
  if (!entry) {
    return (
      <Alert severity="warning">
        Det finnes ingen tilstandsmaskin som heter «{machineId}». <Link to="/machines">Til alle maskinene</Link>
      </Alert>
    );
  }
  // A new machine starts a new studio: no selection or simulation carries over.
  return <Studio key={entry.id} entry={entry} />;
}

function Studio({ entry }: { entry: MachineEntry }) {
  const [params, setParams] = useSearchParams();
  const mode: Mode = MODES.find((m) => m === params.get('modus')) ?? 'diagram';
  const chart = useMemo(() => describeMachine(entry.machine), [entry]);
  const [selection, setSelection] = useState<DiagramSelection | null>(null);
  const simulation = useSimulation(entry);
  const running = useLiveMachines().filter((machine) => machine.machineId === entry.id);
  const [followedId, setFollowedId] = useState<string | null>(null);
  const followed = running.find((machine) => machine.actorId === followedId) ?? running[0];

  const highlight: Highlight =
    mode === 'simulering'
      ? simulation.highlight
      : mode === 'live' && followed
        ? { ...NO_HIGHLIGHT, activeStateIds: new Set(followed.activeStateIds) }
        : NO_HIGHLIGHT;

  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Link to="/machines">Tilstandsmaskiner</Link> / {entry.title}
      </Typography>
      <Typography variant="h4" component="h1">
        {entry.title}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{entry.purpose}</Typography>
      <TabBar
        value={mode}
        tabs={MODES.map((m) => ({ value: m, label: MODE_LABEL[m] }))}
        onChange={(next) => setParams(next === 'diagram' ? {} : { modus: next }, { replace: true })}
        gutterBottom
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
        <Box sx={{ flex: '1 1 640px', minWidth: 0 }}>
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 4 }}>
                <CircularProgress size={20} /> Tegner diagrammet …
              </Box>
            }
          >
            <StatechartView entry={entry} highlight={highlight} selection={selection} onSelect={setSelection} />
          </Suspense>
        </Box>
        <Paper variant="outlined" sx={{ flex: '0 0 340px', p: 2, maxHeight: '80vh', overflow: 'auto' }}>
          {mode === 'simulering' && <SimulationPanel entry={entry} simulation={simulation} />}
          {mode === 'live' && <LivePanel entry={entry} running={running} followed={followed} onFollow={setFollowedId} />}
          {mode !== 'diagram' && <Box sx={{ my: 2, borderTop: 1, borderColor: 'divider' }} />}
          <DetailsPanel chart={chart} selection={selection} />
        </Paper>
      </Box>
    </Box>
  );
}
