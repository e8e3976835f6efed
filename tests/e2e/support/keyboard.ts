import type { Page } from '@playwright/test';

/** Counts what the officer presses, to hold a form to its keystroke budget (the entry form e2e and its bench). */
export function countingKeyboard(page: Page) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async type(text: string) {
      count += text.length;
      await page.keyboard.type(text);
    },
    async press(key: string) {
      count += 1;
      await page.keyboard.press(key);
    },
  };
}

export type CountingKeyboard = ReturnType<typeof countingKeyboard>;
