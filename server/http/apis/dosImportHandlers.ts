import {
  importFileContent,
  listImportFileHistory,
  listPendingImportFiles,
  markImportFileDownloaded,
  setImportFileLocked,
  type ImportCategory,
} from '../../legacyImport/legacyImportFiles';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

const FILE_NOT_FOUND = 'Filen ble ikke funnet';
export const FILE_LOCKED = 'Filen er låst og kan ikke lastes ned';

/** The read paths a change to the import files moves: both lists and the dashboard badge. */
export const IMPORT_FILE_END_POINTS = ['Production/DosImport/Pending', 'Production/DosImport/History', 'pending/dos-import-files'] as const;
const LIST_END_POINTS = IMPORT_FILE_END_POINTS.slice(0, 2);

/**
 * The legacy import (DOS) files of part 1 §2 /dashboard and /history/dos-import: the pending and
 * archived lists, the download (which archives a file the first time; preview does not), and the
 * lock per file. Every call sees only the files of the officer's active bases, the same bases the
 * pending-count badge counts (the bases in force in the session, server/auth/officerSessions.ts).
 */
export function dosImportHandlers({ db, bus }: Pick<ApiDependencies, 'db' | 'bus'>): HandlerGroup {
  const activeBases = (context: OperationContext) => signedInOfficer(context).bases;
  const lockHandler =
    (locked: boolean): OperationHandler =>
    async (context) => {
      const bases = activeBases(context);
      const fileId = context.params.fileId as number;
      const found = await commitChange({ db, bus }, (tx) => setImportFileLocked(tx, fileId, bases, locked), (changed) => (changed ? LIST_END_POINTS : []));
      if (!found) throw new ApiError(404, FILE_NOT_FOUND);
      return context.reply.code(204).send();
    };

  return {
    legacy: {
      async listPendingDosImportFiles(context) {
        const category = context.query.category as ImportCategory | undefined;
        return listPendingImportFiles(db, activeBases(context), category);
      },
      async listDosImportHistory(context) {
        const { fromDate, toDate, maxItems } = context.query as { fromDate?: string; toDate?: string; maxItems: number };
        if (fromDate && toDate && fromDate > toDate) {
          throw new ApiError(400, 'Fra-dato kan ikke være etter til-dato', [{ path: 'query.fromDate', message: 'er etter toDate' }]);
        }
        return listImportFileHistory(db, activeBases(context), { maxItems, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) });
      },
      async downloadDosFile(context) {
        const bases = activeBases(context);
        const id = context.params.id as number;
        const preview = context.query.preview === true;
        const file = preview
          ? await importFileContent(db, id, bases)
          : await commitChange(
              { db, bus },
              async (tx) => {
                const held = await importFileContent(tx, id, bases, { forUpdate: true });
                if (held?.isLocked) throw new ApiError(409, FILE_LOCKED);
                const archived = held ? await markImportFileDownloaded(tx, id, new Date()) : false;
                return held && { ...held, archived };
              },
              (result) => (result?.archived ? IMPORT_FILE_END_POINTS : []),
            );
        if (!file) throw new ApiError(404, FILE_NOT_FOUND);
        return context.reply
          .code(200)
          .type('text/plain; charset=utf-8')
          .header('content-disposition', `${preview ? 'inline' : 'attachment'}; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
          .send(file.content);
      },
      lockDosImportFile: lockHandler(true),
      unlockDosImportFile: lockHandler(false),
    },
  };
}
