import { useEffect, type RefObject } from 'react';

/**
 * Gives every cell of the tables in `root` its column's heading as `data-label`, so a phone's stacked table
 * (shell.css: each row a block of "label value" lines, issue 43) still says what each value is. Follows
 * the tables as they change; runs only while `enabled` (a phone-sized screen).
 */
export function usePhoneTableLabels(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!enabled || element === null) return;
    let frame = 0;
    const relabel = () => {
      frame = 0;
      for (const table of element.querySelectorAll('table')) labelCells(table);
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(relabel);
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    relabel();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [root, enabled]);
}

/** The headings of a table's last header row, by column (a heading spanning columns heads each of them). */
function headings(table: HTMLTableElement): string[] {
  const row = table.tHead?.rows[table.tHead.rows.length - 1];
  if (!row) return [];
  return [...row.cells].flatMap((cell) => Array<string>(cell.colSpan).fill((cell.textContent ?? '').trim()));
}

function labelCells(table: HTMLTableElement): void {
  const labels = headings(table);
  if (labels.length === 0) return;
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        // A cell over several columns (a sum's label) keeps its own words without a heading.
        const label = cell.colSpan === 1 ? (labels[column] ?? '') : '';
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}
