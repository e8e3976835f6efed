import type { CollectionKind } from '../../application/ports/debtCollection.port';

/** The /debt-collection routes of part 1 §2. */
export const DEBT_COLLECTION_PATH = '/debt-collection';

export function bundleListPath(kind: CollectionKind): string {
  return `${DEBT_COLLECTION_PATH}/${kind}`;
}

export function bundlePath(kind: CollectionKind, bundleId: number, pending: boolean): string {
  return `${DEBT_COLLECTION_PATH}/${kind}${pending ? '/pending' : ''}/${bundleId}`;
}

export function transmissionPath(kind: CollectionKind, bundleId: number, transmissionId: string, pending: boolean): string {
  return `${bundlePath(kind, bundleId, pending)}/transmissions/${encodeURIComponent(transmissionId)}`;
}

/** A numeric route parameter, or null when it is not a positive whole number (the page then says not found). */
export function numericParam(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
