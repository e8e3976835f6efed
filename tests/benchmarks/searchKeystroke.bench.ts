import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { spaBuildIsStale } from '../../scripts/spaBuild';
import { isNumberTerm, normalizeSearchTerm } from '../../src/domain/search/searchRequestRules';
import { NO_RESULTS_MESSAGE } from '../../src/domain/search/searchRules';
import { chromiumLaunchOptions } from '../support/chromium';
import { startServer } from '../support/serverProcess';
import { pgliteBenchDatabase, postgresBenchDatabase, type BenchDatabase } from './benchData';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';
import { customerSearches } from './searchTerms';

/**
 * Issue 6 §7: last keystroke in the search popup to the results painted, the 300 ms debounce included.
 * The issue names no percentile; the target is held at the p95, as issue 4 holds the search's server
 * time, so that nearly every search an officer makes is that quick. The median is shown beside it.
 * Issue 47 raised the target from 350 to 330 ms.
 */
const TARGET_MS = 330;
/** Searches measured per kind (customer-number prefix, name piece, address piece). */
const PER_KIND = 10;
/** Searches of each kind made first and not counted: the popup's and the response validators' code loads on first use. */
const WARM_UP = 3;
/** Between keys, as a quick officer types: well under the debounce, so only the whole term is searched. */
const KEY_DELAY_MS = 90;
/** Not any seed of api.bench's (1, 2), though each server starts with an empty search cache anyway. */
const TERMS_SEED = 7;

type Kind = 'number' | 'name' | 'address';

interface Search {
  readonly kind: Kind;
  readonly term: string;
  /**
   * Typed in two goes: the first part, a pause until its results are painted, then the rest (an
   * officer narrowing a search). The last keystroke then replaces results already on the screen.
   */
  readonly refined: boolean;
}

/**
 * What officers type into the popup's customer field (it searches names and customer numbers over all
 * clients): the popup-sized searches of searchTerms.ts without a client. The address pieces are typed
 * there too, as officers do; the popup searches them as names, so many answer "Ingen resultater", which
 * is the search the database finds hardest (no early stop at ten hits).
 */
function popupSearches(count: number): Search[] {
  const picked: Record<Kind, Search[]> = { number: [], name: [], address: [] };
  for (const body of customerSearches(TERMS_SEED, 40 * count)) {
    const term = normalizeSearchTerm(body.term);
    if (body.clientId !== undefined || term.length < 3) continue;
    const kind: Kind = body.searchIn === 'address' ? 'address' : isNumberTerm(term) ? 'number' : 'name';
    const list = picked[kind];
    if (list.length < count && !Object.values(picked).some((l) => l.some((s) => s.term === term))) list.push({ kind, term, refined: list.length % 3 === 2 });
  }
  const all = [...picked.number, ...picked.name, ...picked.address];
  if (all.length !== 3 * count) throw new Error(`searchTerms gave ${all.length} popup searches, not ${3 * count}`);
  // Interleaved, so the kinds meet the database and the page in every state.
  return Array.from({ length: count }, (_, i) => [picked.number[i]!, picked.name[i]!, picked.address[i]!]).flat();
}

declare global {
  interface Window {
    __keystroke?: { keyAt?: number; sawSearching?: boolean; paintedAt?: number; error?: string };
  }
}

/**
 * Runs in the page before the last key. Why these means: the Event Timing API times an event to the
 * paint the event itself causes (here the echoed letter), not to a paint 300 ms later after a fetch, and
 * Element Timing reports only an element's first paint, once, for images and text nodes marked before
 * they appear. So: the keydown's `timeStamp` (when the browser took the key in, before any handler runs,
 * so a busy main thread counts), and a MutationObserver on the customer field that waits for the results
 * (or "Ingen resultater") with the progress bar gone, which the field shows only once the answer for the
 * settled term is there. The paint is then the first frame after that DOM change: a requestAnimationFrame
 * callback runs just before the frame is drawn, and a message posted from it is handled right after.
 */
function armInPage({ term, noResults }: { term: string; noResults: string }): void {
  const input = document.querySelector<HTMLInputElement>('#search-popup-customer')!;
  const field = document.getElementById('search-popup-customer-results')!.parentElement!;
  const state: NonNullable<Window['__keystroke']> = {};
  window.__keystroke = state;
  const searching = () => field.querySelector('[aria-label="Kunde: søker"]') !== null;
  const answered = () => {
    const options = [...field.querySelectorAll('[role="option"]')];
    if (options.length > 0 && !field.querySelector('[role="listbox"]')!.hasAttribute('hidden')) return options;
    return field.querySelector('[role="status"]')?.textContent === noResults ? [] : null;
  };
  const observer = new MutationObserver(() => {
    if (state.keyAt === undefined) return;
    if (searching()) {
      state.sawSearching = true;
      return;
    }
    const options = answered();
    if (!state.sawSearching || options === null) return;
    observer.disconnect();
    // Results for another term would mean the wrong moment was measured.
    const stray = options.find((option) => !option.textContent!.toLowerCase().includes(term.toLowerCase()));
    if (stray) {
      state.error = `"${term}" showed "${stray.textContent}"`;
      return;
    }
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.paintedAt = performance.now());
      channel.port2.postMessage(0);
    });
  });
  observer.observe(field, { subtree: true, childList: true, attributes: true, characterData: true });
  input.addEventListener('keydown', (event) => (state.keyAt ??= event.timeStamp), { once: true });
}

interface Measured {
  readonly search: Search;
  /** Last keydown to the results painted. */
  readonly total: number;
  /** Last keydown to the request leaving: the debounce and the renders before it. */
  readonly debounce: number;
  /** The request to the last byte of its answer: the server, and its database queue. */
  readonly server: number;
  /** The answer's last byte to the results painted: parsing, validation, React Query, React, paint. */
  readonly render: number;
  readonly hits: number;
}

/** Types `keys` into the focused field, the last one armed, and waits for the answer to `term` painted. */
async function typeUntilPainted(page: Page, keys: string, term: string): Promise<void> {
  await page.keyboard.type(keys.slice(0, -1), { delay: KEY_DELAY_MS });
  await page.evaluate(armInPage, { term, noResults: NO_RESULTS_MESSAGE });
  await page.waitForTimeout(KEY_DELAY_MS);
  await page.keyboard.press(keys.slice(-1));
  await page.waitForFunction(() => window.__keystroke?.paintedAt !== undefined || window.__keystroke?.error !== undefined, undefined, { timeout: 60_000 });
  const error = await page.evaluate(() => window.__keystroke?.error);
  if (error) throw new Error(error);
}

async function measure(page: Page, search: Search): Promise<Measured> {
  const field = page.getByRole('combobox', { name: 'Kunde' });
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await page.locator('#search-popup-customer-results').waitFor({ state: 'hidden' });
  if (search.refined) {
    const first = search.term.slice(0, Math.ceil(search.term.length / 2));
    await typeUntilPainted(page, first, first);
    await page.waitForTimeout(KEY_DELAY_MS);
    await page.evaluate(() => performance.clearResourceTimings());
    await typeUntilPainted(page, search.term.slice(first.length), search.term);
  } else {
    await page.evaluate(() => performance.clearResourceTimings());
    await typeUntilPainted(page, search.term, search.term);
  }

  const seen = await page.evaluate(() => {
    const { keyAt, paintedAt } = window.__keystroke as { keyAt: number; paintedAt: number };
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.name.includes('/api/service/Customer/Search') && entry.startTime >= keyAt,
    );
    const hits = document.querySelectorAll('#search-popup-customer-results [role="option"]').length;
    return { keyAt, paintedAt, requests: requests.map(({ startTime, responseEnd }) => ({ startTime, responseEnd })), hits };
  });
  // The last to leave is the whole term's; one before it is the term without its last letter, when the
  // keys came slower than the debounce (a busy machine), and is not what is timed.
  const request = seen.requests.sort((a, b) => a.startTime - b.startTime).at(-1);
  if (!request) throw new Error(`"${search.term}": no search was sent after the last key`);
  return {
    search,
    total: seen.paintedAt - seen.keyAt,
    debounce: request.startTime - seen.keyAt,
    server: request.responseEnd - request.startTime,
    render: seen.paintedAt - request.responseEnd,
    hits: seen.hits,
  };
}

const median = (values: readonly number[]) => percentile(values, 0.5);

function figures(label: string, measured: readonly Measured[]): Figure[] {
  const all = (pick: (m: Measured) => number, from = measured) => from.map(pick);
  const slowest = [...measured].sort((a, b) => b.total - a.total)[0]!;
  const split = (m: Measured) => `${m.debounce.toFixed(0)} + ${m.server.toFixed(0)} + ${m.render.toFixed(0)}`;
  return [
    { name: `${label}: last keystroke to results painted, median of ${measured.length}`, value: median(all((m) => m.total)), unit: 'ms' },
    { name: `${label}: last keystroke to results painted, p95 of ${measured.length}`, value: percentile(all((m) => m.total), 0.95), unit: 'ms', target: TARGET_MS },
    { name: `${label}: of it, debounce (key to request sent), median`, value: median(all((m) => m.debounce)), unit: 'ms' },
    { name: `${label}: of it, server (request to last byte), median`, value: median(all((m) => m.server)), unit: 'ms' },
    { name: `${label}: of it, server, p95`, value: percentile(all((m) => m.server), 0.95), unit: 'ms' },
    { name: `${label}: of it, render (last byte to painted), median`, value: median(all((m) => m.render)), unit: 'ms' },
    { name: `${label}: of it, render, p95`, value: percentile(all((m) => m.render), 0.95), unit: 'ms' },
    ...(['number', 'name', 'address'] as const).map((kind) => {
      const ofKind = measured.filter((m) => m.search.kind === kind);
      return { name: `${label}: ${kind} pieces only, median of ${ofKind.length}`, value: median(all((m) => m.total, ofKind)), unit: 'ms' };
    }),
    { name: `${label}: slowest, "${slowest.search.term}" (${slowest.hits} hits; ${split(slowest)} ms)`, value: slowest.total, unit: 'ms' },
  ];
}

async function benchOn(label: string, database: BenchDatabase): Promise<Figure[]> {
  if (spaBuildIsStale(process.cwd())) await build({ logLevel: 'warn' });
  const server = await startServer({
    port: 18_400 + Math.floor(Math.random() * 400),
    // With DATABASE_URL the server does not use its DATA_DIR.
    dataDir: database.kind === 'pglite' ? database.dataDir : os.tmpdir(),
    env: { DATABASE_URL: database.kind === 'postgres' ? database.url : '' },
    timeoutMs: 300_000,
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
    // tsx compiles this file keeping function names through a `__name` helper, which the functions sent
    // to the page (armInPage) then call.
    await page.addInitScript('globalThis.__name = (fn) => fn');
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Brukernavn').fill('teknisk');
    await page.getByLabel('Passord').fill('teknisk-demo');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.getByRole('heading', { name: /^God / }).waitFor();
    await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
    await page.keyboard.press('Alt+KeyS');
    await page.getByRole('dialog', { name: 'Søk' }).waitFor();
    await page.keyboard.press('Tab');

    const searches = popupSearches(PER_KIND + WARM_UP);
    const measured: Measured[] = [];
    for (const [index, search] of searches.entries()) {
      const result = await measure(page, search);
      if (index >= 3 * WARM_UP) measured.push(result);
    }
    console.error(
      `  ${label}: ${measured.map((m) => `${m.search.term}${m.search.refined ? ' (in two goes)' : ''}: ${m.total.toFixed(0)} = ${m.debounce.toFixed(0)} + ${m.server.toFixed(0)} + ${m.render.toFixed(0)} ms, ${m.hits} hits`).join('\n  ')}`,
    );
    benchNotes.push(
      `search keystroke on ${label}: ${measured.length} searches (${3 * WARM_UP} more first, not counted) ran at load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`,
    );
    return figures(label, measured);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Issue 6 §7, in Chromium on the built app served by the real server on the million-customer data set:
 * the officer opens the popup (Alt+S), tabs to the customer field and types a customer-number prefix, a
 * name piece or an address piece, each a term no cache has seen; timed from the last keystroke to the
 * results painted, with the parts (debounce, server, render) that make it up.
 */
export const searchKeystroke: Benchmark[] = [
  {
    name: 'search keystroke on PGlite',
    run: async () => benchOn('PGlite', await pgliteBenchDatabase()),
  },
  {
    name: 'search keystroke on PostgreSQL',
    async run() {
      const database = await postgresBenchDatabase();
      if (database) return benchOn('PostgreSQL', database);
      benchNotes.push('search keystroke on PostgreSQL skipped: set TEST_DATABASE_URL or BENCH_DATABASE_URL to include it');
      return [];
    },
  },
];
