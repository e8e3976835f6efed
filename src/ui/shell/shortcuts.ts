import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export interface Shortcut {
  /** KeyboardEvent.code: the physical key, so Option+S on a Mac (which types "ß") still matches. */
  readonly code: string;
  readonly keyLabel: string;
  readonly description: string;
  /** Where the shortcut goes; absent when its feature handles the key itself (Alt+S, see SearchLauncher). */
  readonly to?: string;
}

/** Opens the search popup, or the search page when the officer prefers it. */
export const SEARCH_SHORTCUT: Shortcut = { code: 'KeyS', keyLabel: 'S', description: 'Søk' };

/** The global shortcuts of part 1 §2, with Alt (Option on a Mac). The list dialog reads them from here. */
export const SHORTCUTS: readonly Shortcut[] = [
  SEARCH_SHORTCUT,
  { code: 'KeyH', keyLabel: 'H', description: 'Dashboard', to: '/dashboard' },
  { code: 'KeyR', keyLabel: 'R', description: 'Registrer faktura', to: '/create-entries' },
  { code: 'KeyI', keyLabel: 'I', description: 'Inkasso', to: '/debt-collection' },
  { code: 'KeyP', keyLabel: 'P', description: 'Purring', to: '/reminders' },
];

/** A key a page handles itself, pressed alone (no Alt): listed in the shortcut dialog after the global ones. */
export interface PageShortcut {
  /** KeyboardEvent.key. */
  readonly key: string;
  readonly keyLabel: string;
  readonly description: string;
}

/** Part 1 §2: Ins creates a new invoice on the register page (Registrer faktura). */
export const NEW_ENTRY_SHORTCUT: PageShortcut = { key: 'Insert', keyLabel: 'Ins', description: 'Ny faktura (på Registrer faktura)' };

/** Part 1 §2: F10 opens 'Finn faktura' on Registrer innbetaling. */
export const FIND_INVOICE_SHORTCUT: PageShortcut = { key: 'F10', keyLabel: 'F10', description: 'Finn faktura (på Registrer innbetaling)' };

export const PAGE_SHORTCUTS: readonly PageShortcut[] = [NEW_ENTRY_SHORTCUT, FIND_INVOICE_SHORTCUT];

export function shortcutFor(event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>): Shortcut | undefined {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  return SHORTCUTS.find((shortcut) => shortcut.code === event.code);
}

export function modifierLabel(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /Mac|iPhone|iPad/.test(platform) ? 'Option' : 'Alt';
}

/** Listens for the shortcuts anywhere in the app. */
export function useGlobalShortcuts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const to = shortcutFor(event)?.to;
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
