import { Button, Drawer, Toolbar } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The drawer's content is the studio's live view; it loads on first opening, so the dashboard's first download stays without it.
const LiveDrawerContent = lazy(() => import('../machines/LiveDrawerContent'));

export const LIVE_BUTTON_TEXT = 'Live-maskiner';
const DRAWER_WIDTH = 620;

/**
 * The top bar's button for the live view over the current page (issue 8 §2): a drawer on the right
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

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <Button ref={button} color="inherit" aria-expanded={open} aria-controls="live-drawer" onClick={() => setOpen(!open)}>
        {LIVE_BUTTON_TEXT}
      </Button>
      <Drawer
        id="live-drawer"
        variant="persistent"
        anchor="right"
        open={open}
        slotProps={{ paper: { role: 'complementary', 'aria-labelledby': 'live-drawer-title' } }}
        sx={{ '& .MuiDrawer-paper': { width: { xs: '100vw', md: DRAWER_WIDTH } } }}
      >
        <Toolbar variant="dense" />
        {open && (
          <Suspense fallback={null}>
            <LiveDrawerContent onClose={close} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
