import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bannerVersion,
  compareVersions,
  hasUnreadEntries,
  isUnread,
  matchesFilter,
  newestFirst,
  plainText,
  productLineFromParam,
  shouldShowUpdateBanner,
  unreadCount,
  visibleEntries,
  type ChangelogEntry,
} from './changelog';

const entry = (version: string, updateDate: string, extra: Partial<ChangelogEntry> = {}): ChangelogEntry => ({
  version,
  updateDate,
  product: 'nl',
  changes: `<p>Versjon ${version}</p>`,
  showBanner: false,
  ...extra,
});

const feed: ChangelogEntry[] = [
  entry('1.65.2', '2026-11-01T13:00:00Z', { changes: '<ul><li>Ny rapport: AvtaleGiro-oversendelser.</li></ul>', showBanner: true }),
  entry('1.65.3', '2026-11-18T13:00:00Z', { changes: '<ul><li>Raskere s&oslash;k &amp; f&#230;rre klikk</li></ul>', showBanner: true }),
  entry('1.65.1', '2026-10-20T13:00:00Z'),
  entry('3.5.3', '2026-11-20T12:00:00Z', { product: 'nf', changes: '<p>NyFaktura: raskere innlogging.</p>' }),
  entry('7.3.2', '2026-09-01T06:00:00Z', { product: 'dos', changes: '<p>DOS: ny importrutine for fakturafiler.</p>' }),
];

describe('the tab search parameter', () => {
  it.each([
    ['nl', 'nl'],
    ['nf', 'nf'],
    ['dos', 'dos'],
    [null, 'nl'],
    ['', 'nl'],
    ['NF', 'nl'],
    ['toString', 'nl'],
  ] as const)('%s gives %s', (param, tab) => {
    expect(productLineFromParam(param)).toBe(tab);
  });
});

describe('compareVersions', () => {
  it('compares by number, not as text', () => {
    expect(compareVersions('1.65.10', '1.65.9')).toBe(1);
    expect(compareVersions('1.9.0', '1.65.0')).toBe(-1);
    expect(compareVersions('1.65', '1.65.0')).toBe(0);
    expect(compareVersions('2.0.0', '1.99.99')).toBe(1);
    expect(compareVersions('1.x.1', '1.0.1')).toBe(0);
  });

  const version = fc.array(fc.nat({ max: 200 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
  it('is antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, a)).toBe(0);
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
      }),
    );
  });
});

describe('reading and unread entries', () => {
  it('counts everything as unread for an officer who never marked the changelog read', () => {
    expect(feed.every((e) => isUnread(e, null))).toBe(true);
    expect(unreadCount(feed, 'nl', null)).toBe(3);
    expect(hasUnreadEntries(feed, null)).toBe(true);
  });

  it('counts what was published after the last read, per product line', () => {
    const readAt = '2026-11-10T00:00:00Z';
    expect(unreadCount(feed, 'nl', readAt)).toBe(1);
    expect(unreadCount(feed, 'nf', readAt)).toBe(1);
    expect(unreadCount(feed, 'dos', readAt)).toBe(0);
    expect(hasUnreadEntries(feed, readAt)).toBe(true);
  });

  it('has nothing unread once marked read after the newest entry', () => {
    expect(hasUnreadEntries(feed, '2026-11-22T06:00:00Z')).toBe(false);
    expect(isUnread(feed[1]!, '2026-11-18T13:00:00Z')).toBe(false);
  });
});

describe('the version list of a tab', () => {
  const view = { product: 'nl' as const, readAt: '2026-10-25T00:00:00Z', showPrevious: false, filter: '' };

  it('shows only versions newer than the last read, newest first', () => {
    expect(visibleEntries(feed, view).map((e) => e.version)).toEqual(['1.65.3', '1.65.2']);
  });

  it("shows earlier versions too with 'Vis tidligere versjoner'", () => {
    expect(visibleEntries(feed, { ...view, showPrevious: true }).map((e) => e.version)).toEqual(['1.65.3', '1.65.2', '1.65.1']);
  });

  it('keeps to its product line', () => {
    expect(visibleEntries(feed, { ...view, product: 'dos', showPrevious: true }).map((e) => e.version)).toEqual(['7.3.2']);
  });

  it('filters on the words of the notes, ignoring case, spaces around and HTML', () => {
    expect(visibleEntries(feed, { ...view, filter: '  AVTALEGIRO ' }).map((e) => e.version)).toEqual(['1.65.2']);
    expect(visibleEntries(feed, { ...view, filter: 'søk & færre' }).map((e) => e.version)).toEqual(['1.65.3']);
    expect(visibleEntries(feed, { ...view, filter: 'ul' })).toEqual([]);
    expect(matchesFilter(feed[0]!, '')).toBe(true);
  });

  it('orders versions published at the same moment by version', () => {
    const sameDay = [entry('1.2.9', '2026-01-01T00:00:00Z'), entry('1.2.10', '2026-01-01T00:00:00Z')];
    expect(newestFirst(sameDay).map((e) => e.version)).toEqual(['1.2.10', '1.2.9']);
  });
});

describe('plainText', () => {
  it('drops tags and reads named and numbered entities', () => {
    expect(plainText('<p>A&nbsp;&lt;b&gt; &quot;c&quot; &apos;d&apos; &#248; &#xE6;</p><ul><li>e</li></ul>')).toBe('A <b> "c" \'d\' ø æ e');
  });

  it('leaves an unknown entity as it is', () => {
    expect(plainText('x &ukjent; y &constructor;')).toBe('x &ukjent; y &constructor;');
    expect(plainText('&AElig;&Oslash;&Aring;')).toBe('ÆØÅ');
  });
});

describe('the update banner', () => {
  it('announces the newest nl version marked for the banner', () => {
    expect(bannerVersion(feed)).toBe('1.65.3');
    expect(bannerVersion([entry('1.65.10', '2026-01-01T00:00:00Z', { showBanner: true }), entry('1.65.9', '2026-02-01T00:00:00Z', { showBanner: true })])).toBe(
      '1.65.10',
    );
    expect(bannerVersion([entry('3.5.3', '2026-01-01T00:00:00Z', { product: 'nf', showBanner: true })])).toBeNull();
  });

  it('shows until that version is dismissed, and again for a newer one', () => {
    expect(shouldShowUpdateBanner(feed, null)).toBe(true);
    expect(shouldShowUpdateBanner(feed, '1.65.2')).toBe(true);
    expect(shouldShowUpdateBanner(feed, '1.65.3')).toBe(false);
    expect(shouldShowUpdateBanner(feed, '1.66.0')).toBe(false);
  });

  it('never shows without a version to announce', () => {
    expect(shouldShowUpdateBanner([], null)).toBe(false);
    expect(shouldShowUpdateBanner([entry('1.65.3', '2026-11-18T13:00:00Z')], null)).toBe(false);
  });
});
