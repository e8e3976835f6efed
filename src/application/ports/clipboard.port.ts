/** Puts text on the officer's clipboard (the support page's copy-address button). */
export interface ClipboardPort {
  /** Resolves once the text is on the clipboard; rejects if the browser refused. */
  copy(text: string): Promise<void>;
}
