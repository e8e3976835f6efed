import { Box, Button, Paper, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router';
import type { CollectionKind } from '../../application/ports/debtCollection.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { NO_COLLECTION_CASES_MESSAGE, NO_PAYMENTS_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { useServerRead } from '../serverState/useServerRead';
import { BundleTable } from './BundleTable';
import { LoadState } from './LoadState';
import { bundleListPath, bundlePath } from './paths';
import { TabBar } from '../common/TabBar';

type Queue = 'pending' | 'archive';

/** The archive tab shows this many of the newest bundles; "Se alle" lists them by period. */
const ARCHIVE_PREVIEW = 20;

const EMPTY: Record<CollectionKind, string> = { cases: NO_COLLECTION_CASES_MESSAGE, payments: NO_PAYMENTS_MESSAGE };

/** /debt-collection (part 1 §2): tab1 cases or payments, tab2 pending or archive. */
export function DebtCollectionPage() {
  const [params, setParams] = useSearchParams();
  const kind: CollectionKind = params.get('tab1') === 'payments' ? 'payments' : 'cases';
  const queue: Queue = params.get('tab2') === 'archive' ? 'archive' : 'pending';
  const choose = (key: 'tab1' | 'tab2', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Inkasso
      </Typography>
      <TabBar
        label="Saker eller innbetalinger"
        value={kind}
        tabs={[
          { value: 'cases', label: 'Saker' },
          { value: 'payments', label: 'Innbetalinger' },
        ]}
        onChange={(value) => choose('tab1', value)}
      />
      <TabBar
        label="Til behandling eller arkiv"
        value={queue}
        tabs={[
          { value: 'pending', label: 'Til behandling' },
          { value: 'archive', label: 'Arkiv' },
        ]}
        onChange={(value) => choose('tab2', value)}
      />
      <Paper sx={{ mt: 2 }}>{queue === 'pending' ? <PendingBundles kind={kind} /> : <ArchivedBundles kind={kind} />}</Paper>
      <Button component={Link} to={bundleListPath(kind)} sx={{ mt: 1 }}>
        Se alle
      </Button>
    </Box>
  );
}

function PendingBundles({ kind }: { kind: CollectionKind }) {
  const port = useInjection(TOKENS.DebtCollection);
  const bundles = useServerRead(port.pendingBundles(kind), { refetchInterval: POLL_INTERVAL_MS.bundles });
  if (!bundles.data) return <LoadState isPending={bundles.isPending} isError={bundles.isError} />;
  return (
    <BundleTable
      kind={kind}
      bundles={bundles.data}
      linkTo={(bundle) => bundlePath(kind, bundle.bundleId, true)}
      emptyText={EMPTY[kind]}
      label="Bunter til behandling"
    />
  );
}

function ArchivedBundles({ kind }: { kind: CollectionKind }) {
  const port = useInjection(TOKENS.DebtCollection);
  const bundles = useServerRead(port.bundles(kind), { refetchInterval: POLL_INTERVAL_MS.bundles });
  if (!bundles.data) return <LoadState isPending={bundles.isPending} isError={bundles.isError} />;
  return (
    <BundleTable
      kind={kind}
      bundles={bundles.data.slice(0, ARCHIVE_PREVIEW)}
      linkTo={(bundle) => bundlePath(kind, bundle.bundleId, false)}
      emptyText={EMPTY[kind]}
      label="Arkiverte bunter"
    />
  );
}
