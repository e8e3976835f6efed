import type { ClipboardPort } from '../../application/ports/clipboard.port';

type Clipboardish = Pick<Clipboard, 'writeText'>;

/** The browser's asynchronous clipboard (it needs a secure origin and a click, which the copy button gives). */
export function navigatorClipboard(clipboard: () => Clipboardish | undefined = () => globalThis.navigator?.clipboard): ClipboardPort {
  return {
    async copy(text) {
      const target = clipboard();
      if (!target) throw new Error('Utklippstavlen er ikke tilgjengelig i denne nettleseren');
      await target.writeText(text);
    },
  };
}
