import { toIsoDate, type IsoDate } from '../../../src/domain/dates/isoDate';
import { reportPeriodIssues, REPORT_TEXTS, type CustomerReportOption } from '../../../src/domain/reports/reportTexts';
import { readProductionStats, readProductionStatsByBase } from '../../reports/productionStatsQuery';
import {
  listAvtalegiroTransmissions,
  listDocumentSources,
  listFtpPaymentTransmissions,
  listReportCustomers,
  readAvtalegiroTransmission,
} from '../../reports/reportLists';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The period of a report's query (fromDate, toDate), refused with its field and reason when it is not one. */
function periodOf(context: OperationContext): { fromDate: IsoDate; toDate: IsoDate } {
  const { fromDate, toDate } = context.query as { fromDate: string; toDate: string };
  const issues = reportPeriodIssues(fromDate, toDate);
  if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `query.${issue.field}`, message: issue.message })));
  return { fromDate, toDate };
}

const basesOf = (context: OperationContext) => signedInOfficer(context).bases;

/**
 * The settings reports (part 2 §2.9, §7.5): reads only, each over the clients of the officer's active bases
 * (a transmission outside them is "not found").
 */
export function reportHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  return {
    legacy: {
      async getProductionStats(context) {
        const { fromDate, toDate } = periodOf(context);
        return readProductionStats(db, fromDate, toDate, basesOf(context));
      },

      async getProductionStatsByBase(context) {
        const { date } = context.query as { date: string };
        const [issue] = reportPeriodIssues(date, date);
        if (issue) throw new ApiError(400, issue.message, [{ path: 'query.date', message: issue.message }]);
        return readProductionStatsByBase(db, date, basesOf(context));
      },

      async listReportCustomers(context) {
        const { option, clientId } = context.query as { option: CustomerReportOption; clientId?: number };
        return listReportCustomers(db, option, basesOf(context), clientId);
      },

      async listDocumentSources(context) {
        const { source } = context.query as { source?: string };
        return listDocumentSources(db, source, basesOf(context), toIsoDate(new Date()));
      },

      async listFtpPaymentTransmissions(context) {
        const { fromDate, toDate } = periodOf(context);
        return listFtpPaymentTransmissions(db, fromDate, toDate, basesOf(context));
      },

      async listAvtalegiroTransmissions(context) {
        const { fromDate, toDate } = periodOf(context);
        return listAvtalegiroTransmissions(db, fromDate, toDate, basesOf(context));
      },

      async getAvtalegiroTransmission(context) {
        const { transmissionKey } = context.params as { transmissionKey: string };
        // A control character (NUL above all, which PostgreSQL cannot even compare) is in no transmission id.
        if (/\p{Cc}/u.test(transmissionKey)) {
          throw new ApiError(400, REPORT_TEXTS.transmissionIdInvalid, [{ path: 'path.transmissionKey', message: REPORT_TEXTS.transmissionIdInvalid }]);
        }
        const transmission = await readAvtalegiroTransmission(db, transmissionKey, basesOf(context));
        if (transmission === null) throw new ApiError(404, REPORT_TEXTS.notFound);
        return transmission;
      },
    },
  };
}
