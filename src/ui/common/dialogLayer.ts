import { createContext, useContext } from 'react';

/**
 * The element a MUI dialog must open in when it opens over a native modal <dialog>: the browser makes
 * everything outside that dialog inert, so a dialog portalled to <body> would show but take no clicks.
 * Null (the default) means <body>, as usual.
 */
export const DialogLayer = createContext<HTMLElement | null>(null);

export const useDialogLayer = (): HTMLElement | undefined => useContext(DialogLayer) ?? undefined;
