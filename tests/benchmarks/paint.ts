import type { Page } from '@playwright/test';

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

/** An init script (before the page's own): note when an element matching `selector` is in the document and painted. */
export function watchPainted(selector: string): string {
  return `
  new MutationObserver((_, observer) => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    ${AFTER_NEXT_PAINT}.then((at) => { window.__firstRowsPaintedAt = at; });
  }).observe(document, { childList: true, subtree: true });
`;
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
