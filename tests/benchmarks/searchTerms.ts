import postalCodes from 'norway-postal-codes';
import { COMPANY_STEMS, FIRST_NAMES, LAST_NAMES, STREETS, TRADES } from '../../server/db/seed/norwegianWords';
import { Random } from '../../server/db/seed/random';
import { POPUP_MAX_RESULTS, PICKER_MAX_RESULTS } from '../../src/domain/search/searchRequestRules';

/** A Customer/Search body (openapi service-api CustomerSearchRequest). */
export interface CustomerSearchBody {
  readonly term: string;
  readonly clientId?: number;
  readonly searchIn: 'text' | 'address';
  readonly maxItems: number;
}

/** The client with 200 000 customers in the benchmark data set. */
export const BIG_CLIENT = 1003;
/** Client numbers of the data set are base × 1000 + 3 × n (server/db/seed/generate.ts). */
const OTHER_CLIENTS = Array.from({ length: 60 }, (_, i) => ((i % 5) + 1) * 1000 + 3 * (Math.floor(i / 5) + 2));
const POSTAL = Object.entries(postalCodes);

/** Part of a word as officers type it: the whole word, its start, or a piece from its middle. */
function fragment(rng: Random, word: string): string {
  const lower = word.toLowerCase();
  const kind = rng.int(0, 2);
  if (kind === 0 || lower.length < 5) return lower;
  if (kind === 1) return lower.slice(0, rng.int(3, lower.length - 1));
  return lower.slice(1, rng.int(4, lower.length));
}

function numberSearch(rng: Random): CustomerSearchBody {
  const scope = rng.int(0, 3);
  if (scope <= 1) {
    const nr = String(rng.int(1, 200_000));
    return { term: nr.slice(0, rng.int(2, Math.min(6, nr.length))), clientId: BIG_CLIENT, searchIn: 'text', maxItems: PICKER_MAX_RESULTS };
  }
  const nr = String(rng.chance(0.7) ? rng.int(10_001, 12_500) : rng.int(10, 2_500));
  if (scope === 2) return { term: nr.slice(0, rng.int(2, nr.length)), clientId: rng.pick(OTHER_CLIENTS), searchIn: 'text', maxItems: PICKER_MAX_RESULTS };
  return { term: nr.slice(0, rng.int(3, nr.length)), searchIn: 'text', maxItems: POPUP_MAX_RESULTS };
}

function nameSearch(rng: Random): CustomerSearchBody {
  const kind = rng.int(0, 4);
  const term =
    kind === 0 ? fragment(rng, rng.pick(LAST_NAMES))
    : kind === 1 ? fragment(rng, rng.pick(FIRST_NAMES))
    : kind === 2 ? fragment(rng, rng.pick(COMPANY_STEMS))
    : kind === 3 ? `${rng.pick(FIRST_NAMES)} ${fragment(rng, rng.pick(LAST_NAMES))}`.toLowerCase()
    : `${rng.pick(COMPANY_STEMS)} ${rng.pick(TRADES).word}`.toLowerCase();
  return rng.chance(0.3)
    ? { term, clientId: rng.chance(0.5) ? BIG_CLIENT : rng.pick(OTHER_CLIENTS), searchIn: 'text', maxItems: PICKER_MAX_RESULTS }
    : { term, searchIn: 'text', maxItems: POPUP_MAX_RESULTS };
}

function addressSearch(rng: Random): CustomerSearchBody {
  const kind = rng.int(0, 3);
  const [postNo, city] = rng.pick(POSTAL);
  const term =
    kind === 0 ? `${rng.pick(STREETS)} ${rng.int(1, 60)}`.toLowerCase()
    : kind === 1 ? fragment(rng, rng.pick(STREETS))
    : kind === 2 ? postNo!
    : fragment(rng, city!);
  return { term, searchIn: 'address', maxItems: POPUP_MAX_RESULTS };
}

/**
 * Distinct customer searches as officers make them: a third customer-number prefixes (in the client
 * with 200 000 customers, in other clients, over all clients), a third name pieces (last and first
 * names, firm names, "first last"), a third address pieces (street and number, street, postal code,
 * city). The same seed gives the same searches; two seeds give (almost) disjoint sets.
 */
export function customerSearches(seed: number, count: number, avoid: ReadonlySet<string> = new Set()): CustomerSearchBody[] {
  const rng = new Random(seed);
  const seen = new Set(avoid);
  const searches: CustomerSearchBody[] = [];
  const makers = [numberSearch, nameSearch, addressSearch];
  while (searches.length < count) {
    const search = makers[searches.length % makers.length]!(rng);
    const key = JSON.stringify(search);
    if (search.term.trim().length < 2 || seen.has(key)) continue;
    seen.add(key);
    searches.push(search);
  }
  return searches;
}
