import { cleanup } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/**
 * jsdom has no Web Workers. The only one the SPA starts is ELK's, for the studio's layouts, and
 * elkjs ships a stand-in that answers the same messages in the page; it loads (1.6 MB) only when a
 * test draws a diagram.
 */
class JsdomWorker {
  constructor(url: string | URL) {
    if (!String(url).includes('elkLayout.worker')) throw new Error(`jsdom has no Web Worker, and no stand-in for ${String(url)}`);
    const elkInPage = createRequire(import.meta.url)('elkjs/lib/elk-worker.min.js') as { Worker: new () => JsdomWorker };
    return new elkInPage.Worker();
  }
}
globalThis.Worker ??= JsdomWorker as unknown as typeof Worker;
