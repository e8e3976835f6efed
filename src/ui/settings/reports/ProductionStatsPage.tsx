import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { TOKENS } from '../../../composition/tokens';
import type { CsvCell } from '../../../domain/csv/csv';
import { formatNorwegianDate } from '../../../domain/dates/norwegianDate';
import { STATS_KINDS, STATS_SHIPMENT_CHANNELS, type ProductionCounts } from '../../../domain/reports/productionStats';
import { REPORT_TEXTS, REPORT_TITLES, STATS_CHANNEL_LABELS, STATS_KIND_LABELS } from '../../../domain/reports/reportTexts';
import { DateRangeFilter } from '../../common/dates/DateRangeFilter';
import { LoadFailed, Loading } from '../../common/ReadStates';
import { useServerRead } from '../../serverState/useServerRead';
import { SettingsBreadcrumb } from '../SettingsBreadcrumb';
import { useSettingsService } from '../settingsServices';
import type { StatsRow } from './statsRows';
import { statsRows } from './statsRows';
import { useDownloadCsv } from './useDownloadCsv';
import { useReportPeriod } from './reportPeriod';
import { formatInteger } from '../../../domain/numbers/formatNumber';

/** The charts come with @mui/x-charts in a chunk of their own, loaded only when this page shows them. */
const ProductionStatsCharts = lazy(() => import('./ProductionStatsCharts'));

const HEADERS = [...STATS_KINDS.map((kind) => STATS_KIND_LABELS[kind]), ...STATS_SHIPMENT_CHANNELS.map((channel) => STATS_CHANNEL_LABELS[channel])];
const values = (counts: ProductionCounts) => [...STATS_KINDS.map((kind) => counts[kind]), ...STATS_SHIPMENT_CHANNELS.map((channel) => counts.shipments[channel])];

/**
 * /settings/reports/production-stats (part 2 §2.9): the period's weekly or daily totals (search params fromDate,
 * toDate and view) as charts and a table, with CSV; a day opens its per-base breakdown.
 */
export function ProductionStatsPage() {
  const port = useSettingsService(TOKENS.SettingsReports);
  const { range, today, setRange, params, setParams } = useReportPeriod('thisMonth');
  const view = params.get('view') === 'day' ? 'day' : 'week';
  const stats = useServerRead(port.productionStats(range));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const download = useDownloadCsv();
  const rows = stats.data ? statsRows(stats.data, view) : [];
  const setView = (next: 'week' | 'day') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next);
      return updated;
    });
  const csv = () =>
    download(
      `produksjonsstatistikk_${view === 'day' ? 'dag' : 'uke'}_${range.from}_${range.to}.csv`,
      [view === 'day' ? REPORT_TEXTS.day : REPORT_TEXTS.week, ...HEADERS],
      [...rows, { key: 'total', label: REPORT_TEXTS.total, date: null, counts: stats.data!.total }].map((row): CsvCell[] => [
        row.label,
        ...values(row.counts).map((n) => ({ number: String(n) })),
      ]),
    );

  return (
    <Box>
      <SettingsBreadcrumb page={REPORT_TITLES.productionStats} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <DateRangeFilter key={`${range.from}/${range.to}`} range={range} today={today} onChange={setRange} />
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: 'week' | 'day' | null) => next && setView(next)} aria-label="Visning">
          <ToggleButton value="week">{REPORT_TEXTS.weekly}</ToggleButton>
          <ToggleButton value="day">{REPORT_TEXTS.daily}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="outlined" disabled={!stats.data} onClick={csv}>
          {REPORT_TEXTS.downloadCsv}
        </Button>
      </Box>
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <LoadFailed />
      ) : (
        <>
          <Suspense fallback={<Box sx={{ height: 320 }}>{REPORT_TEXTS.chartsLoading}</Box>}>
            <ProductionStatsCharts rows={rows} onDay={setOpenDay} />
          </Suspense>
          <StatsTable rows={rows} total={stats.data.total} view={view} onDay={setOpenDay} />
        </>
      )}
      {openDay && <BaseBreakdownDialog date={openDay} onClose={() => setOpenDay(null)} />}
    </Box>
  );
}

function StatsTable({ rows, total, view, onDay }: { rows: readonly StatsRow[]; total: ProductionCounts; view: 'week' | 'day'; onDay: (date: string) => void }) {
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 480 }}>
      {/* Narrow cell padding: the twelve columns fit the page at 1280 px with the side menu open (issue 43). */}
      <Table size="small" stickyHeader sx={{ '& .MuiTableCell-root': { px: 1 } }} aria-label={`${REPORT_TITLES.productionStats} ${view === 'day' ? REPORT_TEXTS.daily : REPORT_TEXTS.weekly}`.toLowerCase()}>
        <TableHead>
          <TableRow>
            <TableCell>{view === 'day' ? REPORT_TEXTS.day : REPORT_TEXTS.week}</TableCell>
            {HEADERS.map((header) => (
              <TableCell key={header} align="right">
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>
                {row.date ? (
                  <Button size="small" onClick={() => onDay(row.date!)} aria-label={REPORT_TEXTS.openDayBreakdown(formatNorwegianDate(row.date))}>
                    {row.label}
                  </Button>
                ) : (
                  row.label
                )}
              </TableCell>
              {values(row.counts).map((n, i) => (
                <TableCell key={HEADERS[i]} align="right">
                  {formatInteger(n)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{REPORT_TEXTS.total}</TableCell>
            {values(total).map((n, i) => (
              <TableCell key={HEADERS[i]} align="right" sx={{ fontWeight: 600 }}>
                {formatInteger(n)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function BaseBreakdownDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const port = useSettingsService(TOKENS.SettingsReports);
  const breakdown = useServerRead(port.productionStatsByBase(date));
  const title = `${REPORT_TEXTS.perBaseTitle} ${formatNorwegianDate(date)}`;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="per-base-title">
      <DialogTitle id="per-base-title">{title}</DialogTitle>
      <DialogContent>
        {breakdown.isPending ? (
          <Loading />
        ) : breakdown.isError ? (
          <LoadFailed />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{REPORT_TEXTS.base}</TableCell>
                  {HEADERS.map((header) => (
                    <TableCell key={header} align="right">
                      {header}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {breakdown.data.bases.map((base) => (
                  <TableRow key={base.baseNr}>
                    <TableCell>{`${REPORT_TEXTS.base} ${base.baseNr}`}</TableCell>
                    {values(base.counts).map((n, i) => (
                      <TableCell key={HEADERS[i]} align="right">
                        {formatInteger(n)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{REPORT_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
