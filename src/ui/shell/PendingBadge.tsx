import type { ReactNode } from 'react';
import type { PendingQueue } from '../../application/ports/pendingCounts.port';
import { badgeLabel } from '../../domain/badges/badgeCount';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { useShellRead } from '../serverState/shellReadsGate';
import type { BadgeSource } from './menuItems';
import './shell.css';

/**
 * Where the count sits: on the label's corner (the top bar's short labels, which have room above them),
 * or after the label on its line (the side menu, whose long labels the corner badge covered).
 */
export type BadgePlacement = 'corner' | 'after';

/** A label with a red count (shell.css); the count is decoration for the eye, read out as ", <n> venter". */
function CountBadge({ count, placement, children }: { count: number | undefined; placement: BadgePlacement; children: ReactNode }) {
  const label = count === undefined ? null : badgeLabel(count);
  return (
    <span className={`nl-badge-host nl-badge-${placement}`}>
      {children}
      {label !== null && (
        <>
          <span className="nl-badge" aria-hidden="true">
            {label}
          </span>
          <VisuallyHidden>{`, ${label} venter`}</VisuallyHidden>
        </>
      )}
    </span>
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
