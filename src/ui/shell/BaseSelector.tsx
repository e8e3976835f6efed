import { useCallback, useState } from 'react';
import { onDemand, OnDemand } from '../common/OnDemand';
import { useSession } from '../session/useSession';

const BaseSelectorPanel = onDemand(() => import('./BaseSelectorPanel'));

/** What the base selector's button says: 'Alle baser', 'Base 2' or 'Baser 1, 3'. */
export function basesSummary(selected: readonly number[], all: readonly number[]): string {
  if (all.length > 1 && selected.length === all.length) return 'Alle baser';
  return `${selected.length === 1 ? 'Base' : 'Baser'} ${selected.join(', ')}`;
}

/** The top bar's base selector (part 1 §1, §5): the officer works in all, some or one of their bases. */
export function BaseSelector() {
  const available = useSession((s) => s.context.profile?.bases ?? []);
  const selected = useSession((s) => s.context.selectedBases);
  const selecting = useSession((s) => s.matches({ loggedIn: 'selectingBases' }));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);

  if (available.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="nl-bar-button"
        aria-haspopup="dialog"
        disabled={selecting}
        onPointerEnter={BaseSelectorPanel.preload}
        onFocus={BaseSelectorPanel.preload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {basesSummary(selected, available)}
      </button>
      {anchor && (
        <OnDemand onFailed={close}>
          <BaseSelectorPanel.Component anchor={anchor} onClose={close} />
        </OnDemand>
      )}
    </>
  );
}
