import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';
import { SEARCH_PATH } from '../app/paths';
import { useShellRead } from '../serverState/shellReadsGate';
import { modifierLabel, SEARCH_SHORTCUT, shortcutFor } from '../shell/shortcuts';

// The popup loads on first use, so it costs the dashboard nothing until then. It starts loading as soon
// as Alt goes down or the pointer or focus reaches the button, so keys typed right after Alt+S reach it.
const loadPopup = () => import('./SearchPopup');
const SearchPopup = lazy(loadPopup);
const preloadPopup = () => void loadPopup();

export const SEARCH_BUTTON_TEXT = 'Søk';

/**
 * The top bar's search button and Alt+S (Option+S on a Mac), anywhere in the app: they open the
 * search popup, or /search/ when the officer prefers the page.
 */
export function SearchLauncher() {
  const navigate = useNavigate();
  const preferences = useInjection(TOKENS.Preferences);
  const opensPage = useShellRead(preferences.preferences()).data?.searchOpensPage ?? false;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Alt' && !opensPage) preloadPopup();
      if (shortcutFor(event) !== SEARCH_SHORTCUT) return;
      event.preventDefault();
      if (opensPage) void navigate(SEARCH_PATH);
      else setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, opensPage]);

  return (
    <>
      <button
        type="button"
        className="nl-bar-button"
        aria-keyshortcuts="Alt+S"
        title={`${SEARCH_BUTTON_TEXT} (${modifierLabel()}+${SEARCH_SHORTCUT.keyLabel})`}
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={() => (opensPage ? void navigate(SEARCH_PATH) : setOpen(true))}
      >
        {SEARCH_BUTTON_TEXT}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchPopup onClose={close} />
        </Suspense>
      )}
    </>
  );
}
