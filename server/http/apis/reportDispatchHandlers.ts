import {
  RECIPIENT_NOT_FOUND_MESSAGE,
  recipientEmailRefusal,
  REPORT_NOT_FOUND_MESSAGE,
} from '../../../src/domain/reports/reportDispatch';
import { officerName } from '../../customers/officerName';
import { commitChange } from '../../realtime/committedChange';
import {
  changeRecipientEmail,
  decideReportRecipients,
  pendingRecipient,
  pendingReportBundles,
  REPORT_PATHS,
  reportDocument,
  type ReportDecision,
} from '../../reports/reportDispatch';
import { ApiError } from '../apiError';
import { sendGeneratedFile } from './documentHandlers';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** Report dispatch, Rapport-utsendelse (part 1 §7 "Reports and documents"): the pending bundles, decisions, edits, files. */
export function reportDispatchHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  const decide = (decision: ReportDecision) => async (context: Parameters<OperationHandler>[0]) => {
    const officer = signedInOfficer(context);
    const ids = (context.body as { recipients: number[] }).recipients;
    const name = await officerName(db, officer.sub);
    return commitChange(
      dependencies,
      (tx) => decideReportRecipients(tx, { ids, decision, officerId: officer.sub, officerName: name, bases: officer.bases }),
      (outcome) => (outcome.decided > 0 ? [...REPORT_PATHS] : []),
    );
  };

  const legacy: Record<string, OperationHandler> = {
    listPendingReportBundles: (context) => pendingReportBundles(db, signedInOfficer(context).bases),
    async approveReportRecipients(context) {
      const outcome = await decide('approve')(context);
      return { approveCount: outcome.decided };
    },
    async rejectReportRecipients(context) {
      await decide('reject')(context);
      return context.reply.code(204).send();
    },
    async updateReportRecipient(context) {
      const officer = signedInOfficer(context);
      const id = context.params.id as number;
      const email = (context.body as { email: string }).email.trim();
      await commitChange(
        dependencies,
        async (tx) => {
          const recipient = await pendingRecipient(tx, id, officer.bases);
          if (!recipient) throw new ApiError(404, RECIPIENT_NOT_FOUND_MESSAGE);
          const refusal = recipientEmailRefusal(recipient.document_shipment, email);
          if (refusal) throw new ApiError(400, refusal, [{ path: 'body.email', message: refusal }]);
          await changeRecipientEmail(tx, id, email);
          return { recipientId: id };
        },
        () => [...REPORT_PATHS],
      );
      return context.reply.code(204).send();
    },
    async downloadReportDocument(context) {
      const file = await reportDocument(db, signedInOfficer(context).bases, context.params.id as number);
      if (!file) throw new ApiError(404, REPORT_NOT_FOUND_MESSAGE);
      return sendGeneratedFile(context, file.fileName, file.contentType, file.content);
    },
  };
  return { legacy };
}
