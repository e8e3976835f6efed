import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { onDemand, OnDemand } from '../common/OnDemand';

// The drawer is the studio's live view; it loads on first opening, so the dashboard's first download stays without it.
const LiveDrawer = onDemand(() => import('../machines/LiveDrawer'));

export const LIVE_BUTTON_TEXT = 'Live-maskiner';

/**
 * The side menu's entry for the live view over the current page (issue 8 §2), beside
 * 'Tilstandsmaskiner', so the top bar stays the officers' menu of part 1 §2 (issue 15): a drawer on the right
 * that lists this tab's machines and follows the chosen one while the officer keeps working on the
 * page, whose machines keep running because the page stays. Not modal, so the page stays usable;
 * Escape closes it unless a dialog on the page takes the key first.
 */
export function LiveMachinesLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Dialogs and menus stop Escape's propagation when they close on it, so this sees only the rest.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        type="button"
        ref={button}
        className="nl-side-item"
        aria-expanded={open}
        aria-controls={open ? 'live-drawer' : undefined}
        onPointerEnter={LiveDrawer.preload}
        onFocus={LiveDrawer.preload}
        onClick={() => setOpen(!open)}
      >
        {LIVE_BUTTON_TEXT}
      </button>
      {/* Out of the side menu's tree, so the drawer stays while a narrow screen's menu is folded away. */}
      {open &&
        createPortal(
          <OnDemand onFailed={close}>
            <LiveDrawer.Component onClose={close} />
          </OnDemand>,
          document.body,
        )}
    </>
  );
}
