import { Box, Button, CircularProgress, Drawer, List, ListItemButton, ListItemText, Stack, Toolbar, Typography } from '@mui/material';
import { Suspense, useMemo, useState } from 'react';
import type { LiveMachine } from '../../application/machines/liveMachines';
import type { MachineEntry } from '../../application/machines/machineEntry';
import { machineEntry } from '../../application/machines/registry';
import { describeMachine } from '../../application/machines/statechart';
import { DetailsPanel } from './DetailsPanel';
import { NO_HIGHLIGHT, type DiagramSelection } from './diagram/StatechartSvg';
import { LivePanel } from './LivePanel';
import { StatechartView } from './StatechartView';
import { currentStates } from './studioTexts';
import { useLiveMachines } from './useLiveMachines';

const DRAWER_WIDTH = 620;

/**
 * The live view over the current page (issue 8 §2): the machines running in this tab, and the
 * diagram of the one chosen following it while the officer works on the page underneath. Loaded on
 * its first opening, so none of the studio enters the shell's first download.
 */
export default function LiveDrawer({ onClose }: { onClose: () => void }) {
  const live = useLiveMachines();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The newest machine by default: the page's own, started after the session.
  const followed = live.find((machine) => machine.actorId === chosenId) ?? live.at(-1);
  const entry = followed && machineEntry(followed.machineId);

  return (
    <Drawer
      id="live-drawer"
      variant="persistent"
      anchor="right"
      open
      slotProps={{ paper: { role: 'complementary', 'aria-labelledby': 'live-drawer-title' } }}
      sx={{ '& .MuiDrawer-paper': { width: { xs: '100vw', md: DRAWER_WIDTH } } }}
    >
      <Toolbar variant="dense" />
      <Box sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id="live-drawer-title" sx={{ flexGrow: 1 }}>
            Maskiner i denne fanen
          </Typography>
          <Button onClick={onClose}>Lukk</Button>
        </Stack>
        {live.length === 0 ? (
          <Typography color="text.secondary">Ingen maskiner kjører nå.</Typography>
        ) : (
          <List dense aria-label="Kjører i denne fanen">
            {live.map((machine) => (
              <ListItemButton
                key={machine.actorId}
                selected={machine === followed}
                aria-pressed={machine === followed}
                onClick={() => setChosenId(machine.actorId)}
              >
                <ListItemText primary={machineEntry(machine.machineId)?.title ?? machine.machineId} secondary={currentStates(machine.activeStateIds, machine.machineId)} />
              </ListItemButton>
            ))}
          </List>
        )}
        {followed && entry && (
          <FollowedMachine key={entry.id} entry={entry} running={live.filter((m) => m.machineId === entry.id)} followed={followed} onFollow={setChosenId} />
        )}
      </Box>
    </Drawer>
  );
}

interface FollowedProps {
  readonly entry: MachineEntry;
  readonly running: readonly LiveMachine[];
  readonly followed: LiveMachine;
  readonly onFollow: (actorId: string) => void;
}

function FollowedMachine({ entry, running, followed, onFollow }: FollowedProps) {
  const chart = useMemo(() => describeMachine(entry.machine), [entry]);
  const [selection, setSelection] = useState<DiagramSelection | null>(null);
  const highlight = useMemo(() => ({ ...NO_HIGHLIGHT, activeStateIds: new Set(followed.activeStateIds) }), [followed]);
  return (
    <Box sx={{ mt: 1 }}>
      <LivePanel entry={entry} running={running} followed={followed} onFollow={onFollow} />
      <Box sx={{ my: 2 }}>
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
              <CircularProgress size={20} /> Tegner diagrammet …
            </Box>
          }
        >
          <StatechartView entry={entry} highlight={highlight} selection={selection} onSelect={setSelection} />
        </Suspense>
      </Box>
      <DetailsPanel chart={chart} selection={selection} />
    </Box>
  );
}
