import { CUSTOMER_NOT_FOUND_MESSAGE, ENTRY_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import { CLIENT_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerTypeConfirmation';
import { auditCsv, auditPage, type AuditSubject } from '../../audit/auditReads';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

const NOT_FOUND: Record<AuditSubject, string> = {
  client: CLIENT_NOT_FOUND_MESSAGE,
  customer: CUSTOMER_NOT_FOUND_MESSAGE,
  invoice: ENTRY_NOT_FOUND_MESSAGE,
};

function subjectOf(context: OperationContext) {
  const { subject, subjectId } = context.params as { subject: AuditSubject; subjectId: number };
  return { subject, id: subjectId, bases: signedInOfficer(context).bases };
}

/** The audit trail's reads (Technical only, by the contract's x-roles): a page, or the whole trail as CSV. */
export function auditHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  return {
    data: {
      async listAuditEvents(context) {
        const query = subjectOf(context);
        const { page, size } = context.query as { page: number; size: number };
        const found = await auditPage(db, { ...query, page, size });
        if (!found) throw new ApiError(404, NOT_FOUND[query.subject]);
        return found;
      },
      async exportAuditEvents(context) {
        const query = subjectOf(context);
        const csv = await auditCsv(db, query);
        if (csv === null) throw new ApiError(404, NOT_FOUND[query.subject]);
        return context.reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="revisjonslogg-${query.subject}-${query.id}.csv"`)
          .send(csv);
      },
    },
  };
}
