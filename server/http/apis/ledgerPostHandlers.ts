import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { ADMIN_TEXTS } from '../../../src/domain/settings/adminTexts';
import { deletePosts, listDeletions, listPosts, restoreDeletion, type PostSelection } from '../../ledger/postDeletion';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read paths a deletion or restore moves: the client's ledgers, invoices and posts. */
const changedPaths = (clientId: number) => [`clients/${clientId}`, `Client/${clientId}`, `Customer`, `Invoice`];

/**
 * Slett enkeltposter (part 2 §2.8, §7.5) and the legacy Client/{id}/Post calls, role Technical (x-roles): the
 * client's posts of a journal number, deleted with the rows kept whole in the audit record, read back and
 * restored from it. A client outside the officer's bases is 'Klient ikke funnet'.
 */
export function ledgerPostHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  async function remove(context: OperationContext, selection: PostSelection) {
    const officer = signedInOfficer(context);
    const { clientId } = context.params as { clientId: number };
    const outcome = await commitChange(
      dependencies,
      (tx) => deletePosts(tx, { clientId, bases: officer.bases, today: isoText(osloClock(new Date())), ...selection }),
      (result) => (result && result.deleted > 0 ? changedPaths(clientId) : []),
    );
    if (!outcome) throw new ApiError(404, ADMIN_TEXTS.clientNotFound);
    return outcome;
  }

  return {
    legacy: {
      async listLedgerPostsByJournalNr(context) {
        const { clientId, journalNr } = context.params as { clientId: number; journalNr: number };
        const posts = await listPosts(db, { clientId, journalNr, bases: signedInOfficer(context).bases });
        if (!posts) throw new ApiError(404, ADMIN_TEXTS.clientNotFound);
        return posts;
      },

      async deleteLedgerPostsByJournalNr(context) {
        const { journalNr } = context.params as { journalNr: number };
        const { deleted } = await remove(context, { journalNr });
        return { deleted };
      },

      async getLedgerPost(context) {
        const { clientId, postId } = context.params as { clientId: number; postId: number };
        const posts = await listPosts(db, { clientId, postId, bases: signedInOfficer(context).bases });
        if (!posts) throw new ApiError(404, ADMIN_TEXTS.clientNotFound);
        if (posts.length === 0) throw new ApiError(404, ADMIN_TEXTS.postNotFound);
        return posts[0];
      },

      async deleteLedgerPost(context) {
        const { postId } = context.params as { postId: number };
        const { deleted } = await remove(context, { postId });
        if (deleted === 0) throw new ApiError(404, ADMIN_TEXTS.postNotFound);
        return context.reply.code(204).send();
      },

      async listLedgerPostDeletions(context) {
        const { clientId } = context.params as { clientId: number };
        const deletions = await listDeletions(db, { clientId, bases: signedInOfficer(context).bases });
        if (!deletions) throw new ApiError(404, ADMIN_TEXTS.clientNotFound);
        return deletions;
      },

      async restoreLedgerPostDeletion(context) {
        const officer = signedInOfficer(context);
        const { clientId, auditEventId } = context.params as { clientId: number; auditEventId: number };
        const outcome = await commitChange(
          dependencies,
          (tx) => restoreDeletion(tx, { clientId, auditEventId, bases: officer.bases }),
          (result) => (result.kind === 'restored' && result.restored > 0 ? changedPaths(clientId) : []),
        );
        if (outcome.kind === 'notFound') throw new ApiError(404, ADMIN_TEXTS.deletionNotFound);
        if (outcome.kind === 'partlyBack') throw new ApiError(409, ADMIN_TEXTS.deletionRestoredPartly);
        if (outcome.kind === 'invoiceGone') throw new ApiError(409, ADMIN_TEXTS.deletionInvoiceGone);
        return { restored: outcome.restored };
      },
    },
  };
}
