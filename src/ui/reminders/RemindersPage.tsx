import { Box, Button, Link as MuiLink, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ReminderBundleSummary } from '../../application/ports/reminders.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { dateFilterRangeFromParams } from '../../domain/dates/dateFilterPresets';
import { toIsoDate, type DateRange } from '../../domain/dates/isoDate';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { ARCHIVE_TAB_LABEL, NO_REMINDER_BUNDLES_MESSAGE, PENDING_TAB_LABEL, REMINDERS_HEADING } from '../../domain/reminders/reminderTexts';
import { DateRangeFilter, dateFilterParams } from '../common/dates/DateRangeFilter';
import { amount, day } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { useServerRead } from '../serverState/useServerRead';
import { archivedReminderBundlePath, pendingReminderBundlePath, REMINDER_RUN_PREVIEW_PATH } from './paths';
import { RUN_PREVIEW } from '../../domain/rules/legalRuleTexts';
import { useMayUse } from '../session/useMayUse';
import { TabBar } from '../common/TabBar';
import { formatInteger } from '../../domain/numbers/formatNumber';

type Tab = 'pending' | 'archive';

/** /reminders/ (part 1 §2): tab pending (default) or archive, and the archive's date filter. */
export function RemindersPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'archive' ? 'archive' : 'pending';
  const today = toIsoDate(new Date());
  const range = dateFilterRangeFromParams(params, today);
  const mayPreview = useMayUse({ api: 'service', operationId: 'previewReminderRun' });
  const change = (values: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      if (values.filter && values.filter !== 'custom') {
        next.delete('fromDate');
        next.delete('toDate');
      }
      return next;
    });
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {REMINDERS_HEADING}
      </Typography>
      {mayPreview && (
        <Button component={Link} to={REMINDER_RUN_PREVIEW_PATH} sx={{ mb: 1 }}>
          {RUN_PREVIEW.tab}
        </Button>
      )}
      <TabBar
        label="Til godkjenning eller arkiv"
        value={tab}
        tabs={[
          { value: 'pending', label: PENDING_TAB_LABEL },
          { value: 'archive', label: ARCHIVE_TAB_LABEL },
        ]}
        onChange={(value) => change({ tab: value })}
      />
      {(tab === 'archive' || params.has('filter')) && (
        <DateRangeFilter
          key={`${range.from}-${range.to}`}
          range={range}
          today={today}
          onChange={(next) => change(dateFilterParams(next, today))}
        />
      )}
      <Paper sx={{ mt: 2 }}>{tab === 'pending' ? <PendingBundles range={params.has('filter') ? range : null} /> : <ArchivedBundles range={range} />}</Paper>
    </Box>
  );
}

/**
 * The pending bundles; a `filter` in the address (part 1 §2) keeps those whose run date is in its period. Without
 * one every pending bundle is listed, so no bundle waits unseen behind the default period.
 */
function PendingBundles({ range }: { range: DateRange | null }) {
  const port = useInjection(TOKENS.Reminders);
  const bundles = useServerRead(port.pendingBundles(), { refetchInterval: POLL_INTERVAL_MS.bundles });
  if (!bundles.data) return <LoadState isPending={bundles.isPending} isError={bundles.isError} />;
  const shown = range ? bundles.data.filter((bundle) => bundle.runDate >= range.from && bundle.runDate <= range.to) : bundles.data;
  return <ReminderBundleTable bundles={shown} linkTo={pendingReminderBundlePath} label="Purrebunter til godkjenning" />;
}

function ArchivedBundles({ range }: { range: DateRange }) {
  const port = useInjection(TOKENS.Reminders);
  const bundles = useServerRead(port.approvedBundles(range), { refetchInterval: POLL_INTERVAL_MS.bundles });
  if (!bundles.data) return <LoadState isPending={bundles.isPending} isError={bundles.isError} />;
  return <ReminderBundleTable bundles={bundles.data} linkTo={archivedReminderBundlePath} label="Arkiverte purrebunter" />;
}

function ReminderBundleTable({ bundles, linkTo, label }: { bundles: readonly ReminderBundleSummary[]; linkTo: (bundleId: number) => string; label: string }) {
  const navigate = useNavigate();
  if (bundles.length === 0) return <Typography sx={{ p: 2 }}>{NO_REMINDER_BUNDLES_MESSAGE}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Bunt</TableCell>
          <TableCell>Kjøredato</TableCell>
          <TableCell align="right">Purringer</TableCell>
          <TableCell align="right">Fakturabeløp</TableCell>
          <TableCell align="right">Renter</TableCell>
          <TableCell align="right">Gebyr</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bundles.map((bundle) => (
          <TableRow key={bundle.bundleId} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(linkTo(bundle.bundleId))}>
            <TableCell>
              <MuiLink component={Link} to={linkTo(bundle.bundleId)} onClick={(event) => event.stopPropagation()}>
                {bundle.bundleId}
              </MuiLink>
            </TableCell>
            <TableCell>{day(bundle.runDate)}</TableCell>
            <TableCell align="right">{formatInteger(bundle.numberOfReminders)}</TableCell>
            <TableCell align="right">{amount(bundle.sumInvoiceAmount)}</TableCell>
            <TableCell align="right">{amount(bundle.sumInterestAmount)}</TableCell>
            <TableCell align="right">{amount(bundle.sumFeeAmount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
