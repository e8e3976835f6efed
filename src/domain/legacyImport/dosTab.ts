/**
 * The dashboard's legacy import files (part 1 §2 /dashboard): two tabs chosen by the search
 * parameter `dosTab`, invoice files (the default) and the other files.
 */

export const DOS_TABS = ['invoices', 'other'] as const;
export type DosTab = (typeof DOS_TABS)[number];
export const DEFAULT_DOS_TAB: DosTab = 'invoices';

export type ImportFileCategory = 'Invoice' | 'Other';

/** Which files each tab lists. */
export const DOS_TAB_CATEGORY: Readonly<Record<DosTab, ImportFileCategory>> = { invoices: 'Invoice', other: 'Other' };

/** `dosTab` as the page reads it: `invoices` when missing or unknown. */
export function dosTabFromParam(value: string | null): DosTab {
  return (DOS_TABS as readonly (string | null)[]).includes(value) ? (value as DosTab) : DEFAULT_DOS_TAB;
}

/** The message of part 1 §8 when a file cannot be downloaded. */
export const FILE_DOWNLOAD_FAILED_MESSAGE = 'En feil oppstod ved nedlasting av fil';
