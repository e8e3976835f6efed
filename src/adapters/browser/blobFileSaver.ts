import type { FileSaverPort } from '../../application/ports/fileSaver.port';

interface Browser {
  readonly document: Document;
  readonly urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** Saves files through a temporary object URL and a download link, the way browsers save generated files. */
export function blobFileSaver(browser: () => Browser = () => ({ document, urls: URL })): FileSaverPort {
  const saver: FileSaverPort = {
    saveText: (fileName, text) => saver.saveBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' })),
    saveBlob(fileName, content) {
      const { document: doc, urls } = browser();
      const url = urls.createObjectURL(content);
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
  return saver;
}
