import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page shows its content: the shell (or the not-found page), a heading in the page, and no
 * spinner or 'Laster' left in it.
 */
export async function pageReady(page: Page): Promise<void> {
  // One wait polled in the page: a walk of 80 pages cannot afford a round trip per condition.
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (main === null || main.querySelector('h1') === null) return false;
      if (main.querySelector('[role="progressbar"], [role="status"][aria-label="Laster"]') !== null) return false;
      return ![...main.querySelectorAll('[role="status"]')].some((status) => /Laster/.test(status.textContent ?? ''));
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
}

/** Lets a change of the window's size reach the page's layout and its media queries' renders. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What keeps a page from fitting a window `width` px wide (issue 43), in words: the page or a box in it that
 * scrolls sideways, a column heading cut short, a heading, button or link (partly) outside the window.
 * `wholePage` checks only that the page itself does not scroll sideways (a phone).
 */
export async function layoutProblems(page: Page, { wholePage = false } = {}): Promise<string[]> {
  return page.evaluate((onlyPage) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Text for screen readers only is clipped to a pixel; it takes no room on screen.
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clip !== 'rect(0px, 0px, 0px, 0px)';
    };
    if (document.documentElement.scrollWidth > width) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    for (const element of document.querySelectorAll<HTMLElement>(onlyPage ? '.nl-vr-scroller' : 'body *')) {
      if (element.matches('input, textarea, pre') || !shown(element)) continue;
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${element.getAttribute('role') ?? element.tagName.toLowerCase()} '${name(element).slice(0, 20)}' scrolls sideways (${element.clientWidth} → ${element.scrollWidth} px)`);
    }
    if (onlyPage) return problems;
    for (const header of document.querySelectorAll<HTMLElement>('th, [role="columnheader"]')) {
      if (!shown(header)) continue;
      if (header.scrollWidth > header.clientWidth + 1) problems.push(`heading '${name(header)}' is cut (${header.clientWidth} of ${header.scrollWidth} px)`);
    }
    for (const control of document.querySelectorAll('th, [role="columnheader"], button, a[href], [role="tab"], [role="button"]')) {
      if (!shown(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1) problems.push(`'${name(control)}' lies outside the window (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    return problems;
  }, wholePage);
}

/** Codes the APIs carry that an officer should read in Norwegian (issue 43 item 4), as whole words. */
const ENGLISH_CODES =
  /\b(PAPER|EMAIL|EFAKTURA|AVTALEGIRO|EINVOICE|NOSEND|REMINDER1|REMINDER2|COLLECTION_NOTICE|SOFT_REMINDER|INVOICE|CREDITNOTE|PAYMENT|ACKNOWLEDGED|CONFIRMED|SUCCEEDED|SUCCESSFUL|IN_PROGRESS|STOPPED|PENDING|APPROVED|REJECTED|FAILED)\b/g;

/**
 * The page's words an officer reads that are English codes or pictographs used as icons (issue 43 items 4
 * and 11). Text in <code> (a product code under the heading 'Kode') is a code shown as one.
 */
export async function wordProblems(page: Page): Promise<string[]> {
  const texts = await page.locator('main').evaluate((main) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('code')) out.push(node.textContent ?? '');
    return out.join(' ');
  });
  const codes = [...new Set(texts.match(ENGLISH_CODES) ?? [])].map((code) => `English code '${code}' on screen`);
  const pictographs = [...new Set(texts.match(/\p{Extended_Pictographic}/gu) ?? [])].map((glyph) => `pictograph '${glyph}' used as text`);
  return [...codes, ...pictographs];
}

/** Landmarks: exactly one main, at the top level (issue 43 item 6). */
export async function landmarkProblems(page: Page): Promise<string[]> {
  const mains = await page.locator('main, [role="main"]').count();
  return mains === 1 ? [] : [`${mains} main landmarks`];
}

const BLOCKING = new Set(['serious', 'critical']);

/** axe's serious and critical violations of WCAG 2.1 A and AA. */
export async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `axe ${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
