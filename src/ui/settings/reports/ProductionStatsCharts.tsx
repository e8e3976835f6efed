import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { STATS_KINDS, STATS_SHIPMENT_CHANNELS } from '../../../domain/reports/productionStats';
import { STATS_CHANNEL_LABELS, STATS_KIND_LABELS } from '../../../domain/reports/reportTexts';
import type { StatsRow } from './statsRows';
import { formatDecimal } from '../../../domain/numbers/formatNumber';

const HEIGHT = 300;

/** The count axis and the tooltips in nb-NO (issue 43: the axis read '2,000 / 8,000'): '2 000', '8 000'. */
const COUNT_AXIS = [{ valueFormatter: (value: number) => formatDecimal(value) }];
const countOf = (value: number | null) => (value === null ? '' : formatDecimal(value));

/**
 * The production stats as two bar charts (@mui/x-charts, in this lazily loaded module only): the record kinds
 * side by side, and the shipments stacked by channel. Clicking a day's bar opens its per-base breakdown.
 */
export default function ProductionStatsCharts({ rows, onDay }: { rows: readonly StatsRow[]; onDay: (date: string) => void }) {
  const labels = rows.map((row) => row.label);
  const clickDay = (dataIndex: number | undefined) => {
    const date = dataIndex === undefined ? null : rows[dataIndex]?.date;
    if (date) onDay(date);
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, my: 2 }}>
      <Box component="figure" sx={{ m: 0 }} aria-label="Produksjon">
        <Typography component="figcaption" variant="subtitle1">
          Produksjon
        </Typography>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={COUNT_AXIS}
          series={STATS_KINDS.map((kind) => ({ id: kind, label: STATS_KIND_LABELS[kind], data: rows.map((row) => row.counts[kind]), valueFormatter: countOf }))}
          onItemClick={(_event, item) => clickDay(item.dataIndex)}
        />
      </Box>
      <Box component="figure" sx={{ m: 0 }} aria-label="Forsendelser">
        <Typography component="figcaption" variant="subtitle1">
          Forsendelser
        </Typography>
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={COUNT_AXIS}
          series={STATS_SHIPMENT_CHANNELS.map((channel) => ({
            id: channel,
            label: STATS_CHANNEL_LABELS[channel],
            stack: 'shipments',
            data: rows.map((row) => row.counts.shipments[channel]),
            valueFormatter: countOf,
          }))}
          onItemClick={(_event, item) => clickDay(item.dataIndex)}
        />
      </Box>
    </Box>
  );
}
