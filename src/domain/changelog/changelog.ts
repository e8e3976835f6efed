/**
 * The changelog of part 1 §2 (/changelog, the dashboard's update banner, the side menu's unread
 * mark) and §4 (the read date and the dismissed banner version persist across sessions).
 *
 * Decisions:
 * - An entry is unread when it was published after the officer last pressed 'Marker som lest'; an
 *   officer who never did has read nothing. 'Vis tidligere versjoner' off shows only unread entries.
 * - A tab's count badge counts that product line's unread entries (capped like every badge), and the
 *   side menu's red mark shows while any line has one.
 * - The banner announces the newest NorLink (nl) version marked for the banner (showBannerNL), and
 *   shows while that version is newer than the one the officer dismissed. Versions compare by their
 *   numbers (1.65.10 is newer than 1.65.9), not as text.
 * - The text filter ignores case and leading/trailing spaces and looks only at the words of the
 *   change notes, never inside their HTML tags (searching "li" must not find every list).
 */

export const PRODUCT_LINES = ['nl', 'nf', 'dos'] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];
export const DEFAULT_PRODUCT_LINE: ProductLine = 'nl';

export interface ChangelogEntry {
  readonly version: string;
  readonly product: ProductLine;
  /** When the version was published (ISO moment). */
  readonly updateDate: string;
  /** Rich text (HTML) as the feed has it; sanitise before rendering. */
  readonly changes: string;
  /** Announced in the dashboard banner. */
  readonly showBanner: boolean;
}

export interface ChangelogView {
  readonly product: ProductLine;
  /** The officer's last 'Marker som lest' (ISO moment), or null if never. */
  readonly readAt: string | null;
  readonly showPrevious: boolean;
  readonly filter: string;
}

/** The `tab` search parameter: a product line, `nl` when missing or unknown. */
export function productLineFromParam(value: string | null): ProductLine {
  return (PRODUCT_LINES as readonly (string | null)[]).includes(value) ? (value as ProductLine) : DEFAULT_PRODUCT_LINE;
}

function versionParts(version: string): number[] {
  return version.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

/** Negative when a is older than b, positive when newer, 0 when the same version. */
export function compareVersions(a: string, b: string): number {
  const left = versionParts(a);
  const right = versionParts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

function publishedAt(entry: ChangelogEntry): number {
  return Date.parse(entry.updateDate);
}

/** Newest first: by publication, then by version. */
export function newestFirst(entries: readonly ChangelogEntry[]): ChangelogEntry[] {
  return [...entries].sort((a, b) => publishedAt(b) - publishedAt(a) || compareVersions(b.version, a.version));
}

export function isUnread(entry: ChangelogEntry, readAt: string | null): boolean {
  return readAt === null || publishedAt(entry) > Date.parse(readAt);
}

export function unreadCount(entries: readonly ChangelogEntry[], product: ProductLine, readAt: string | null): number {
  return entries.filter((entry) => entry.product === product && isUnread(entry, readAt)).length;
}

/** The side menu's red mark. */
export function hasUnreadEntries(entries: readonly ChangelogEntry[], readAt: string | null): boolean {
  return entries.some((entry) => isUnread(entry, readAt));
}

/** The entities HTML editors write for Norwegian text; others are left as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aelig: 'æ',
  oslash: 'ø',
  aring: 'å',
  AElig: 'Æ',
  Oslash: 'Ø',
  Aring: 'Å',
};

/** The words of rich text: tags dropped, the common entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
      return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesFilter(entry: ChangelogEntry, filter: string): boolean {
  const wanted = filter.trim().toLocaleLowerCase('nb-NO');
  return wanted === '' || plainText(entry.changes).toLocaleLowerCase('nb-NO').includes(wanted);
}

/** The version list of one tab, newest first. */
export function visibleEntries(entries: readonly ChangelogEntry[], view: ChangelogView): ChangelogEntry[] {
  return newestFirst(
    entries.filter(
      (entry) => entry.product === view.product && (view.showPrevious || isUnread(entry, view.readAt)) && matchesFilter(entry, view.filter),
    ),
  );
}

/** The version the update banner announces: the newest nl version marked for it, or null. */
export function bannerVersion(entries: readonly ChangelogEntry[]): string | null {
  const candidates = entries.filter((entry) => entry.product === 'nl' && entry.showBanner).map((entry) => entry.version);
  return candidates.reduce<string | null>((newest, version) => (newest === null || compareVersions(version, newest) > 0 ? version : newest), null);
}

/** Whether the dashboard shows the update banner, given the version the officer last dismissed. */
export function shouldShowUpdateBanner(entries: readonly ChangelogEntry[], dismissedVersion: string | null): boolean {
  const newest = bannerVersion(entries);
  return newest !== null && (dismissedVersion === null || compareVersions(newest, dismissedVersion) > 0);
}
