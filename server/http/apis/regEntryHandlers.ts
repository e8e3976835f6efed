import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../../src/domain/entry/entryTexts';
import { approveRegEntries } from '../../regEntries/regEntryApproval';
import { commitChange } from '../../realtime/committedChange';
import { deleteRegEntries, readClientRegEntries, readPendingRegBatches, readRegEntry } from '../../regEntries/regEntryStore';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read paths a change to a client's registered entries makes stale. */
const regEntryEndPoints = (clientId: number) => ['reg-entry/pending', `clients/${clientId}/reg-entry/pending`];

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

  return {
    legacy: { approveRegEntriesLegacy: approve('numberOfEntriesApproved') },
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
