import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __firstRowsPaintedAt?: number;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Time of the first frame after the current task, once the browser has painted it. */
export const AFTER_NEXT_PAINT = `new Promise((resolve) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => resolve(performance.now()); c.port2.postMessage(0); }))`;

/** An init script (before the page's own): once every selector matches an element, runs `then(at)` with the time that frame was painted. */
function whenPainted(selectors: readonly string[], then: string): string {
  return `
  new MutationObserver((_, observer) => {
    if (!${JSON.stringify(selectors)}.every((s) => document.querySelector(s))) return;
    observer.disconnect();
    ${AFTER_NEXT_PAINT}.then(${then});
  }).observe(document, { childList: true, subtree: true });
`;
}

/** An init script (before the page's own): note when an element matching `selector` is in the document and painted. */
export function watchPainted(selector: string): string {
  return whenPainted([selector], '(at) => { window.__firstRowsPaintedAt = at; }');
}

/** What a page prints to its console when the watched elements are painted, before the time (ms since navigation start). */
const PAINTED_SIGNAL = 'norlink-bench painted at ';

/**
 * An init script: prints PAINTED_SIGNAL with the time the selectors' frame was painted. The bench hears it as
 * a console event: waiting with waitForFunction or evaluate instead put Playwright's own scripts (about
 * 20 ms of the main thread) into the very load being timed.
 */
function announcePainted(selectors: readonly string[]): string {
  return whenPainted(selectors, `(at) => console.debug(${JSON.stringify(PAINTED_SIGNAL)} + at)`);
}

/**
 * An init script for every page of `context`: each page opened in it announces when `selectors` are painted.
 * Answers a function that opens `url` in a new page of that context (a new tab, as a middle-click opens it)
 * and resolves with the page and its time from navigation start to that paint.
 */
export async function newTabPainter(context: BrowserContext, selectors: readonly string[]): Promise<(url: string) => Promise<{ page: Page; ms: number }>> {
  await context.addInitScript(announcePainted(selectors));
  return async (url) => {
    const page = await context.newPage();
    const painted = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(PAINTED_SIGNAL), timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    return { page, ms: Number((await painted).text().slice(PAINTED_SIGNAL.length)) };
  };
}

/** Untimed loads of a page before its timed ones (navigationPaintTimes). */
const WARM_UP_LOADS = 2;

/**
 * Loads `url` `warmUps` times untimed, then `loads` times: each load's time from navigation start until every
 * selector matches and that frame is painted. The warm-up loads are what an officer's browser has done before
 * opening the page again: Chromium keeps a script's compiled code only from its second run, and the server's
 * JIT has seen the reads. They are answered too (`warmUp`), so a report can show the first, cold load.
 */
export async function navigationPaintTimes(page: Page, url: string, selectors: readonly string[], { loads, warmUps = WARM_UP_LOADS }: { loads: number; warmUps?: number }): Promise<{ times: number[]; warmUp: number[] }> {
  await page.addInitScript(announcePainted(selectors));
  const all: number[] = [];
  for (let load = 0; load < warmUps + loads; load++) {
    const painted = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(PAINTED_SIGNAL), timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    all.push(Number((await painted).text().slice(PAINTED_SIGNAL.length)));
    // The shell's own reads follow the page's paint; the next load starts once they are answered, as an officer's
    // next visit does, rather than sharing the machine with the last one's.
    await page.waitForLoadState('networkidle');
  }
  return { warmUp: all.slice(0, warmUps), times: all.slice(warmUps) };
}

/** From the answer of the request whose URL contains `urlPart` (responseEnd) to the painted rows, for one load of the page. */
export async function paintAfterData(page: Page, urlPart: string): Promise<{ paint: number; answer: number }> {
  await page.waitForFunction(() => window.__firstRowsPaintedAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate((part) => {
    const [entry] = performance.getEntriesByType('resource').filter((e): e is PerformanceResourceTiming => e.name.includes(part)) as PerformanceResourceTiming[];
    if (!entry) throw new Error(`nothing at ${part} was fetched`);
    return { paint: window.__firstRowsPaintedAt! - entry.responseEnd, answer: entry.responseEnd - entry.requestStart };
  }, urlPart);
}

/** Signs in on the login page as the Technical demo officer. */
export async function logInAsTechnical(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Brukernavn').fill('teknisk');
  await page.getByLabel('Passord').fill('teknisk-demo');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** Clicks the checkbox labelled `label` ("Velg alle ...") and answers the time until the page, showing `expected`, is painted. */
export async function clickAndPaint(page: Page, label: string, expected: string): Promise<number> {
  return page.evaluate(
    async ({ afterNextPaint, label, expected }) => {
      const box = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
      const start = performance.now();
      box.click();
      const painted = (await new Function(`return ${afterNextPaint}`)()) as number;
      if (!document.body.textContent?.includes(expected)) throw new Error(`after the click the page does not say "${expected}"`);
      return painted - start;
    },
    { afterNextPaint: AFTER_NEXT_PAINT, label, expected },
  );
}
