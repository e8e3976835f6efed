import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import type { PendingQueue } from '../../application/ports/pendingCounts.port';
import { badgeLabel } from '../../domain/badges/badgeCount';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { useServerRead } from '../serverState/useServerRead';
import type { BadgeSource } from './menuItems';

/** Read by screen readers, not shown: the badge itself is decoration for the eye. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function CountBadge({ count, children }: { count: number | undefined; children: ReactNode }) {
  const label = count === undefined ? null : badgeLabel(count);
  return (
    <Badge
      badgeContent={label}
      color="error"
      invisible={label === null}
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { right: -6 } }}
    >
      {children}
      {label !== null && <Box component="span" sx={SCREEN_READER_ONLY}>{`, ${label} venter`}</Box>}
    </Badge>
  );
}

/** Reminder bundles are polled at the bundles' pace (30 s), the other queues at the counts' pace (10 s). */
const QUEUE_POLLING: Record<PendingQueue, number> = {
  unconfirmedCustomers: POLL_INTERVAL_MS.statusCounts,
  reports: POLL_INTERVAL_MS.statusCounts,
  dosImportFiles: POLL_INTERVAL_MS.statusCounts,
  failedProductions: POLL_INTERVAL_MS.statusCounts,
  productions: POLL_INTERVAL_MS.statusCounts,
  reminderBundles: POLL_INTERVAL_MS.bundles,
};

function QueueBadge({ queue, children }: { queue: PendingQueue; children: ReactNode }) {
  const counts = useInjection(TOKENS.PendingCounts);
  const { data } = useServerRead(counts.count(queue), { refetchInterval: QUEUE_POLLING[queue] });
  return <CountBadge count={data}>{children}</CountBadge>;
}

function CollectionBundlesBadge({ children }: { children: ReactNode }) {
  const counts = useInjection(TOKENS.PendingCounts);
  const { data } = useServerRead(counts.collectionBundles(), { refetchInterval: POLL_INTERVAL_MS.bundles });
  return <CountBadge count={data && data.cases + data.payments}>{children}</CountBadge>;
}

/** A menu label with its live pending count (part 1 §2: capped at 99+; none at 0). */
export function PendingBadge({ source, children }: { source: BadgeSource | undefined; children: ReactNode }) {
  if (source === undefined) return children;
  if (source === 'collectionBundles') return <CollectionBundlesBadge>{children}</CollectionBundlesBadge>;
  return <QueueBadge queue={source}>{children}</QueueBadge>;
}
