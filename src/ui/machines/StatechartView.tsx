import { Box, Button, Stack, Typography } from '@mui/material';
import { use, useEffect, useRef, useState } from 'react';
import type { MachineEntry } from '../../application/machines/machineEntry';
import { layoutOf } from './diagram/layoutOf';
import { COLORS, StatechartSvg, type DiagramSelection, type Highlight } from './diagram/StatechartSvg';

interface Props {
  readonly entry: MachineEntry;
  readonly highlight?: Highlight;
  readonly selection: DiagramSelection | null;
  readonly onSelect: (selection: DiagramSelection) => void;
}

function Swatch({ color, label, line = false }: { color: string; label: string; line?: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Box sx={line ? { width: 18, height: 3, bgcolor: color } : { width: 14, height: 14, border: 2, borderColor: color, borderRadius: 1 }} />
      <Typography variant="caption">{label}</Typography>
    </Stack>
  );
}

const MARGIN = 40;

/** Scrolls the diagram, and only the diagram, so the box is in view. */
function bringIntoView(viewport: HTMLElement, box: Element) {
  const view = viewport.getBoundingClientRect();
  const target = box.getBoundingClientRect();
  if (target.left < view.left || target.right > view.right) viewport.scrollLeft += target.left - view.left - MARGIN;
  if (target.top < view.top || target.bottom > view.bottom) viewport.scrollTop += target.top - view.top - MARGIN;
}

/** A machine's diagram with its legend; suspends while ELK lays it out. At full size it follows the active state. */
export function StatechartView({ entry, highlight, selection, onSelect }: Props) {
  const layout = use(layoutOf(entry));
  const [fit, setFit] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const active = [...(highlight?.activeStateIds ?? [])];
  const innermost = active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)))[0];

  useEffect(() => {
    const box = [...(viewport.current?.querySelectorAll('[data-state-id]') ?? [])].find((element) => element.getAttribute('data-state-id') === innermost);
    if (viewport.current && box) bringIntoView(viewport.current, box);
  }, [innermost, fit]);

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Swatch color={COLORS.active} label="Aktiv tilstand" />
        <Swatch color={COLORS.taken} label="Overgang tatt" line />
        <Swatch color={COLORS.active} label="Siste overgang" line />
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={() => setFit(!fit)}>
          {fit ? 'Full størrelse' : 'Tilpass bredden'}
        </Button>
      </Stack>
      <Box ref={viewport} sx={{ overflow: 'auto', maxHeight: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <StatechartSvg
          layout={layout}
          idPrefix={entry.id}
          title={`Tilstandsdiagram: ${entry.title}`}
          highlight={highlight}
          selection={selection}
          onSelect={onSelect}
          fit={fit}
        />
      </Box>
    </Box>
  );
}
