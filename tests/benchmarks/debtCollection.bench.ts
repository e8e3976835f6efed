import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { spaBuildIsStale } from '../../scripts/spaBuild';
import { addPendingTransmission } from '../fixtures/pendingTransmission';
import { chromiumLaunchOptions } from '../support/chromium';
import { startFixtureServer } from '../support/fixtureServer';
import type { Benchmark } from './harness';
import { AFTER_NEXT_PAINT, logInAsTechnical, median, paintAfterData, watchPainted } from './paint';

const CLIENTS = 200;
const CASES_PER_CLIENT = 25;
/** Clients whose cases wait for an agency customer number, so "all" has rows to skip. */
const CLIENTS_WITH_AGENCY_NUMBERS = 40;
const RUNS = 5;

/** Before the page's scripts: note when the first case row is in the document and painted. */
const WATCH_FIRST_ROWS = watchPainted('[role="table"][aria-label="Saker"] [role="row"][aria-rowindex="2"]');

/** Clicks the "all" checkbox and answers the time until the page, showing `expected` ("4000 av 5000 valgt"), is painted. */
async function tickAll(page: Page, expected: string): Promise<number> {
  return page.evaluate(
    async ({ afterNextPaint, expected }) => {
      const all = document.querySelector<HTMLInputElement>('input[aria-label="Velg alle saker"]')!;
      const start = performance.now();
      all.click();
      const painted = (await new Function(`return ${afterNextPaint}`)()) as number;
      if (!document.body.textContent?.includes(expected)) throw new Error(`after the click the page does not say "${expected}"`);
      return painted - start;
    },
    { afterNextPaint: AFTER_NEXT_PAINT, expected },
  );
}

/**
 * Part 1 issue 7 item 5, in Chromium against the real server: a pending case transmission of 5 000
 * cases across 200 clients paints ≤ 200 ms after its data arrives (issue 47; 300 ms before), and ticking "all" updates the
 * screen in ≤ 50 ms. The transmission lives in a throwaway database (the small seed plus the fixture).
 */
export const debtCollection: Benchmark = {
  name: 'debt collection',
  async run() {
    if (spaBuildIsStale(process.cwd())) await build({ logLevel: 'warn' });
    const server = await startFixtureServer((tx) =>
      addPendingTransmission(tx, {
        kind: 'CASE',
        clients: CLIENTS,
        itemsPerClient: CASES_PER_CLIENT,
        clientsWithAgencyNumbers: CLIENTS_WITH_AGENCY_NUMBERS,
        firstClientNumber: 500,
      }),
    );
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const { bundleId, transmissionId } = server.prepared;
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      await logInAsTechnical(page, server.url);
      await page.addInitScript(WATCH_FIRST_ROWS);
      const url = `${server.url}/debt-collection/cases/pending/${bundleId}/transmissions/${transmissionId}`;

      const paints: number[] = [];
      const answers: number[] = [];
      const ticks: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        await page.goto(url);
        const { paint, answer } = await paintAfterData(page, '/Transmissions/');
        paints.push(paint);
        answers.push(answer);
        const none = `0 av ${CLIENTS * CASES_PER_CLIENT} valgt`;
        await page.getByText(none).waitFor();
        ticks.push(await tickAll(page, `${(CLIENTS - CLIENTS_WITH_AGENCY_NUMBERS) * CASES_PER_CLIENT} av ${CLIENTS * CASES_PER_CLIENT} valgt`));
        await tickAll(page, none);
      }
      console.error(`  paints after data: ${paints.map((ms) => ms.toFixed(0)).join(', ')} ms; tick all: ${ticks.map((ms) => ms.toFixed(1)).join(', ')} ms`);
      return [
        { name: `GET the transmission (${CLIENTS * CASES_PER_CLIENT} cases), median`, value: median(answers), unit: 'ms' },
        { name: `paint after its data arrives (${CLIENTS} clients), median of ${RUNS}`, value: median(paints), unit: 'ms', target: 200 },
        { name: `tick "all" to the screen updated, median of ${RUNS}`, value: median(ticks), unit: 'ms', target: 50 },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
