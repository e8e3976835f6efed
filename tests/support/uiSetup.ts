import { cleanup, configure } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// findBy/waitFor wait up to 1 s by default; a 2-core CI machine running the whole suite under coverage
// needs more for a lazily loaded dialog or a machine's next state. A test that waits for something that
// never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

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

/**
 * jsdom has <dialog> but not its modal methods. The stand-in opens and closes it (with the close
 * event); that the page underneath turns inert is the browser's part, covered by the e2e tests.
 */
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
