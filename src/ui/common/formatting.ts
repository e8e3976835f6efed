import { isIsoDate } from '../../domain/dates/isoDate';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';

/**
 * dd.mm.yyyy of an ISO day ('2026-11-18', read as that day in Oslo) or moment ('2026-11-18T13:00:00Z',
 * shown as its day in Oslo); '' for none.
 */
export function dateOf(iso: string | null): string {
  if (iso === null) return '';
  return formatNorwegianDate(isIsoDate(iso) ? iso : new Date(iso));
}
