import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import type { PendingQueue } from '../../application/ports/pendingCounts.port';
import { badgeLabel } from '../../domain/badges/badgeCount';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { useShellRead } from '../serverState/shellReadsGate';
import type { BadgeSource } from './menuItems';

/** Read by screen readers, not shown: the badge itself is decoration for the eye. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Where the count sits: on the label's corner (the top bar's short labels, which have room above them),
 * or after the label on its line (the side menu, whose long labels the corner badge covered).
 */
export type BadgePlacement = 'corner' | 'after';

export const BADGE_PLACEMENT_STYLE = {
  corner: { '& .MuiBadge-badge': { right: -6 } },
  after: { alignItems: 'center', '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 1 } },
} as const;

function CountBadge({ count, placement, children }: { count: number | undefined; placement: BadgePlacement; children: ReactNode }) {
  const label = count === undefined ? null : badgeLabel(count);
  return (
    <Badge
      badgeContent={label}
      color="error"
      invisible={label === null}
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={BADGE_PLACEMENT_STYLE[placement]}
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

interface BadgeProps {
  readonly placement: BadgePlacement;
  readonly children: ReactNode;
}

function QueueBadge({ queue, ...props }: BadgeProps & { queue: PendingQueue }) {
  const counts = useInjection(TOKENS.PendingCounts);
  const { data } = useShellRead(counts.count(queue), { refetchInterval: QUEUE_POLLING[queue] });
  return <CountBadge count={data} {...props} />;
}

function CollectionBundlesBadge(props: BadgeProps) {
  const counts = useInjection(TOKENS.PendingCounts);
  const { data } = useShellRead(counts.collectionBundles(), { refetchInterval: POLL_INTERVAL_MS.bundles });
  return <CountBadge count={data && data.cases + data.payments} {...props} />;
}

/** A menu label with its live pending count (part 1 §2: capped at 99+; none at 0). */
export function PendingBadge({ source, placement = 'corner', children }: { source: BadgeSource | undefined; placement?: BadgePlacement; children: ReactNode }) {
  if (source === undefined) return children;
  if (source === 'collectionBundles') return <CollectionBundlesBadge placement={placement}>{children}</CollectionBundlesBadge>;
  return <QueueBadge queue={source} placement={placement}>{children}</QueueBadge>;
}
