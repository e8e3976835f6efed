/** The kinds with their own columns in audit_event, read per client, customer and invoice. */
export const SUBJECT_KINDS = ['client', 'customer', 'invoice'] as const;

export type AuditIds = Record<string, (number | string)[]>;

/** How much of a request is walked for ids: a body of the size limit cannot make the walk costly. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 4;
/** Longer strings are no ids (a uuid is 36). */
const MAX_ID_LENGTH = 64;

function idValue(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH && /^[\w-]+$/.test(value)) return value;
  return undefined;
}

/**
 * The kind of id a key names, by the contracts' naming: `clientId`, `invoiceIds`, and the plural
 * lists of ids (`cases`, `customers`); undefined for any other key.
 */
function kindOf(key: string, value: unknown): string | undefined {
  const named = /^(\w+?)Ids?$/.exec(key);
  if (named) return named[1];
  if (Array.isArray(value) && key.length > 1 && key.endsWith('s') && value.every((item) => typeof item === 'number')) return key.slice(0, -1);
  if (key === 'id') return 'id';
  return undefined;
}

/**
 * The ids a change names, by kind, read from its request and its result by the contracts' naming,
 * so a new write operation is recorded with its ids without saying anything more.
 */
export function namedIds(sources: readonly unknown[]): AuditIds {
  const found = new Map<string, Set<number | string>>();
  let budget = MAX_NODES;
  const note = (kind: string, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const id = idValue(item);
      if (id === undefined) continue;
      const ids = found.get(kind) ?? new Set();
      ids.add(id);
      found.set(kind, ids);
    }
  };
  const walk = (value: unknown, depth: number) => {
    if (budget-- <= 0 || depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (budget <= 0) return;
        walk(item, depth + 1);
      }
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (budget-- <= 0) return;
      const kind = kindOf(key, inner);
      if (kind) note(kind, inner);
      else walk(inner, depth + 1);
    }
  };
  for (const source of sources) walk(source, 0);
  return Object.fromEntries([...found].map(([kind, ids]) => [kind, [...ids]]));
}
