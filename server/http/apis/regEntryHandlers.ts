import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../../src/domain/entry/entryTexts';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { officerName } from '../../customers/officerName';
import { approveRegEntries } from '../../regEntries/regEntryApproval';
import { assertSameCustomer, createRegEntry, updateRegEntry, validateJournalNumber, type RegEntryInput } from '../../regEntries/regEntryChanges';
import { removeEntryFile, storeClientUploads, storeEntryFile, type EntryFileSlot } from '../../regEntries/regEntryFiles';
import { commitChange } from '../../realtime/committedChange';
import { deleteRegEntries, readClientRegEntries, readPendingRegBatches, readRegEntry } from '../../regEntries/regEntryStore';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read paths a change to a client's registered entries makes stale. */
const regEntryEndPoints = (clientId: number) => ['reg-entry/pending', `clients/${clientId}/reg-entry/pending`];

/** The read paths a change to one entry makes stale: the lists and the entry itself. */
const entryEndPoints = (clientId: number, entryId: number) => [...regEntryEndPoints(clientId), `reg-entry/${entryId}`];

/** The approval's answer field: the service API and the legacy variant (officer 15's call) name it differently. */
type ApprovedField = 'numberOfApprovedEntries' | 'numberOfEntriesApproved';

/** The registered-entry operations of part 2 §7.2 (Registrer faktura). */
export function regEntryHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  const approve = (field: ApprovedField): OperationHandler => async (context: OperationContext) => {
    const officer = signedInOfficer(context);
    const clientId = context.params.clientId as number;
    const { invoices } = context.body as { invoices: number[] };
    const outcome = await commitChange(
      dependencies,
      (tx) => approveRegEntries(tx, { bases: officer.bases, clientId, ids: invoices, officerId: officer.sub }),
      (result) => (result?.approved ? [...regEntryEndPoints(clientId), 'pending/productions', 'Production/BatchList'] : []),
    );
    if (!outcome) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
    return { [field]: outcome.approved };
  };

  /** Faktura kopi or Vedlegg of an entry: a PDF by its bytes, or a 415 with nothing stored. */
  const uploadEntryFile = (slot: EntryFileSlot): OperationHandler => async (context) => {
    const officer = signedInOfficer(context);
    const clientId = context.params.clientId as number;
    const entryId = context.params.entryId as number;
    const [file] = await context.uploads!();
    const createdBy = await officerName(db, officer.sub);
    const stored = await commitChange(
      dependencies,
      (tx) => storeEntryFile(tx, { bases: officer.bases, clientId, entryId, slot, file: file!, createdBy }),
      () => entryEndPoints(clientId, entryId),
    );
    context.reply.code(201);
    return stored;
  };

  const deleteEntryFile = (slot: EntryFileSlot): OperationHandler => async (context) => {
    const clientId = context.params.clientId as number;
    const entryId = context.params.entryId as number;
    await commitChange(
      dependencies,
      (tx) => removeEntryFile(tx, { bases: signedInOfficer(context).bases, clientId, entryId, slot }),
      (removed) => (removed ? entryEndPoints(clientId, entryId) : []),
    );
    return context.reply.code(204).send();
  };

  return {
    legacy: {
      approveRegEntriesLegacy: approve('numberOfEntriesApproved'),
      /** Part 2 §7.3 GET Client/{id}/InvoiceFee: the fee column and option of registration show only when enabled. */
      async getInvoiceFee(context) {
        const clientId = context.params.clientId as number;
        const [row] = await db.query<{ is_enabled: boolean | null; amount_ex_tax_ore: number | null; duty_free_account_id: number | null; tax_bound_account_id: number | null; text: string | null }>(
          `SELECT f.is_enabled, f.amount_ex_tax_ore::bigint AS amount_ex_tax_ore, f.duty_free_account_id, f.tax_bound_account_id, f.text
             FROM client c LEFT JOIN client_invoice_fee f ON f.client_id = c.id
            WHERE c.id = $1 AND c.officer_id = ANY($2::int[])`,
          [clientId, [...signedInOfficer(context).bases]],
        );
        if (!row) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
        return {
          clientId,
          isEnabled: row.is_enabled === true,
          amountExTax: apiDecimalFromOre(Number(row.amount_ex_tax_ore ?? 0)),
          dutyFreeAccountId: row.duty_free_account_id,
          taxBoundAccountId: row.tax_bound_account_id,
          text: row.text,
        };
      },
    },
    service: {
      listPendingRegEntryBatches: (context) => readPendingRegBatches(db, signedInOfficer(context).bases),
      async getRegEntry(context) {
        const entry = await readRegEntry(db, signedInOfficer(context).bases, context.params.entryId as number);
        if (!entry) throw new ApiError(404, ENTRY_NOT_LOADED_MESSAGE);
        return entry;
      },
      /** The same entry, reached through its customer: one of another customer is not found. */
      async getCustomerRegEntry(context) {
        const entry = await readRegEntry(db, signedInOfficer(context).bases, context.params.entryId as number);
        if (!entry || entry.customerId !== context.params.customerId) throw new ApiError(404, ENTRY_NOT_LOADED_MESSAGE);
        return entry;
      },
      async listClientPendingRegEntries(context) {
        const entries = await readClientRegEntries(db, signedInOfficer(context).bases, context.params.clientId as number);
        if (!entries) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
        return entries;
      },
      approveRegEntries: approve('numberOfApprovedEntries'),
      async createRegEntry(context) {
        const officer = signedInOfficer(context);
        const clientId = context.params.clientId as number;
        const input = context.body as RegEntryInput;
        assertSameCustomer(context.params.customerId as number, input);
        const entry = await commitChange(
          dependencies,
          (tx) => createRegEntry(tx, { bases: officer.bases, clientId, officerId: officer.sub, input }),
          (created) => entryEndPoints(clientId, created.id),
        );
        context.reply.code(201);
        return entry;
      },
      async updateRegEntry(context) {
        const officer = signedInOfficer(context);
        const clientId = context.params.clientId as number;
        const entryId = context.params.entryId as number;
        const input = context.body as RegEntryInput;
        assertSameCustomer(context.params.customerId as number, input);
        return commitChange(
          dependencies,
          (tx) => updateRegEntry(tx, { bases: officer.bases, clientId, officerId: officer.sub, entryId, input }),
          () => entryEndPoints(clientId, entryId),
        );
      },
      async validateJournalNumber(context) {
        const clientId = context.params.clientId as number;
        const body = context.body as { clientId: number; entryId: number; customerId: number; entry: { id: number; jourNr: number } };
        if (body.clientId !== clientId) throw new ApiError(400, 'Klienten i adressen og i forespørselen er ikke den samme', [{ path: 'body.clientId', message: 'er ikke klienten i adressen' }]);
        if (body.entry.id !== body.entryId) throw new ApiError(400, 'Oppføringen i forespørselen er ikke den samme', [{ path: 'body.entry.id', message: 'er ikke entryId' }]);
        return validateJournalNumber(db, { bases: signedInOfficer(context).bases, clientId, entryId: body.entryId, jourNr: body.entry.jourNr });
      },
      uploadInvoiceCopy: uploadEntryFile('invoice_copy'),
      deleteInvoiceCopy: deleteEntryFile('invoice_copy'),
      uploadAttachment: uploadEntryFile('attachment'),
      deleteAttachment: deleteEntryFile('attachment'),
      async uploadRegEntryFiles(context) {
        const officer = signedInOfficer(context);
        const clientId = context.params.clientId as number;
        const files = await context.uploads!({ oversized: 'report' });
        const createdBy = await officerName(db, officer.sub);
        return commitChange(
          dependencies,
          (tx) => storeClientUploads(tx, { bases: officer.bases, clientId, officerId: officer.sub, createdBy, files }),
          () => [],
        );
      },
      async deleteRegEntries(context) {
        const clientId = context.params.clientId as number;
        const { deleteList } = context.body as { deleteList: number[] };
        const deleted = await commitChange(
          dependencies,
          (tx) => deleteRegEntries(tx, { bases: signedInOfficer(context).bases, clientId, ids: deleteList }),
          (count) => (count ? regEntryEndPoints(clientId) : []),
        );
        if (deleted === undefined) throw new ApiError(404, ENTRY_CLIENT_NOT_FOUND_MESSAGE);
        return { deleted };
      },
    },
  };
}
