import { Box, Breadcrumbs, Link as MuiLink, Paper, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import type { CollectionKind } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { dateFilterRange } from '../../domain/dates/dateFilterPresets';
import { isIsoDate, toIsoDate, type DateRange } from '../../domain/dates/isoDate';
import { NO_CASES_MESSAGE, PAYMENTS_NOT_FOUND_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { useServerRead } from '../serverState/useServerRead';
import { BundleTable } from './BundleTable';
import { DateRangeFilter } from '../common/dates/DateRangeFilter';
import { LoadState } from './LoadState';
import { bundlePath, DEBT_COLLECTION_PATH } from './paths';

const TITLE: Record<CollectionKind, string> = { cases: 'Alle inkassosaker', payments: 'Alle innbetalinger' };
const EMPTY: Record<CollectionKind, string> = { cases: NO_CASES_MESSAGE, payments: PAYMENTS_NOT_FOUND_MESSAGE };

/** The period in the address (fromDate, toDate), else this week (the default preset of part 1 §9). */
function rangeFrom(params: URLSearchParams, today: string): DateRange {
  const from = params.get('fromDate');
  const to = params.get('toDate');
  if (from && to && isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
  return dateFilterRange({ preset: 'thisWeek' }, today);
}

/** /debt-collection/cases and /debt-collection/payments: every bundle of a period, newest first (part 1 §2). */
export function BundleListPage({ kind }: { kind: CollectionKind }) {
  const port = useInjection(TOKENS.DebtCollection);
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const range = rangeFrom(params, today);
  const bundles = useServerRead(port.bundles(kind, range));
  const period = `?fromDate=${range.from}&toDate=${range.to}`;

  return (
    <Box>
      <Breadcrumbs sx={{ mb: 1 }}>
        <MuiLink component={Link} to={`${DEBT_COLLECTION_PATH}?tab1=${kind}&tab2=archive`}>
          Inkasso
        </MuiLink>
        <Typography>{TITLE[kind]}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {TITLE[kind]}
      </Typography>
      <DateRangeFilter range={range} today={today} onChange={(next) => setParams({ fromDate: next.from, toDate: next.to })} />
      <Paper>
        {bundles.data ? (
          <BundleTable
            kind={kind}
            bundles={bundles.data}
            linkTo={(bundle) => `${bundlePath(kind, bundle.bundleId, false)}${period}`}
            emptyText={EMPTY[kind]}
            label={TITLE[kind]}
          />
        ) : (
          <LoadState isPending={bundles.isPending} isError={bundles.isError} />
        )}
      </Paper>
    </Box>
  );
}
