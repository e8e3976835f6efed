import type { FileSaverPort } from '../../application/ports/fileSaver.port';

interface Browser {
  readonly document: Document;
  readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** Saves text through a temporary object URL and a download link, the way browsers save generated files. */
export function blobFileSaver(browser: () => Browser = () => ({ document, urls: URL })): FileSaverPort {
  return {
    saveText(fileName, text) {
      const { document: doc, urls } = browser();
      const url = urls.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      const link = doc.createElement('a');
      link.href = url;
      link.download = fileName;
      link.hidden = true;
      doc.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => urls.revokeObjectURL(url), 0);
    },
  };
}
