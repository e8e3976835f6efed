import type { PaymentDraftsPort, SavedPaymentDraft } from '../../application/ports/paymentDrafts.port';

const keyOf = (officerId: number) => `norlink.paymentDraft.${officerId}`;

type Shape = 'number' | 'string' | 'boolean' | 'number?' | 'string?';

function fits(value: unknown, shape: Record<string, Shape>): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(shape).every(([field, type]) =>
    type.endsWith('?') ? v[field] === null || typeof v[field] === type.slice(0, -1) : typeof v[field] === type,
  );
}

const PARTS = { invoicePart: 'number', interestPart: 'number', feePart: 'number' } as const;
const CANDIDATE = {
  entryId: 'number',
  customerId: 'number?',
  customerNr: 'number?',
  customerName: 'string?',
  invoiceNr: 'number',
  invoiceDate: 'string',
  taxAmount: 'number',
  amountExTax: 'number',
  amountIncTax: 'number',
  restAmount: 'number',
} as const;

/** What was stored is a draft this version of the page can use (an older or tampered one is dropped). */
function isSavedDraft(value: unknown): value is SavedPaymentDraft {
  if (!fits(value, { idempotencyKey: 'string', amountText: 'string', bankDate: 'string' })) return false;
  const { client, customer, rows } = value;
  return (
    (client === null || fits(client, { id: 'number', name: 'string', isActive: 'boolean', orgNo: 'string?' })) &&
    (customer === null || fits(customer, { id: 'number', nr: 'number', name: 'string' })) &&
    Array.isArray(rows) &&
    rows.every(
      (row: unknown) =>
        fits(row, {}) && fits(row.invoice, CANDIDATE) && fits((row.invoice as Record<string, unknown>).rest, PARTS) && fits(row.allocated, PARTS),
    )
  );
}

/**
 * The payment draft in the tab's sessionStorage, per officer: it survives a reload and ends with the
 * tab, and another officer signing in to the tab does not get it.
 */
export function sessionStoragePaymentDrafts(storage: Storage = window.sessionStorage): PaymentDraftsPort {
  return {
    load(officerId) {
      try {
        const value: unknown = JSON.parse(storage.getItem(keyOf(officerId)) ?? 'null');
        return isSavedDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(officerId, draft) {
      storage.setItem(keyOf(officerId), JSON.stringify(draft));
    },
    clear(officerId) {
      storage.removeItem(keyOf(officerId));
    },
  };
}
