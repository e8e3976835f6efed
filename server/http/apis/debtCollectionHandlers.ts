import { BUNDLE_NOT_FOUND_MESSAGE, FILE_NOT_FOUND_MESSAGE, TRANSMISSION_NOT_FOUND_MESSAGE } from '../../../src/domain/debtCollection/debtCollectionTexts';
import { decisionEndPoints, KINDS, type KindSpec } from '../../debtCollection/collectionKind';
import { decideItems, setAgencyCustomerNumber, type Decision } from '../../debtCollection/collectionDecisions';
import { bundleExists, bundlesWithAgencies, bundleSummaries, transmissionDetail, transmissionFile } from '../../debtCollection/collectionReads';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

interface PeriodQuery {
  fromDate?: string;
  toDate?: string;
  maxItems?: number;
}

/** The case and payment operations of DebtCollection/* (part 1 §7 "Debt collection") and the transmission files. */
export function debtCollectionHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  const list = (spec: KindSpec): OperationHandler => (context) => {
    const { fromDate, toDate, maxItems } = context.query as PeriodQuery;
    return bundleSummaries(db, spec, {
      bases: signedInOfficer(context).bases,
      ...(fromDate ? { fromDate } : {}),
      ...(toDate ? { toDate } : {}),
      ...(maxItems ? { maxItems } : {}),
    });
  };

  const pending = (spec: KindSpec): OperationHandler => (context) =>
    bundlesWithAgencies(db, spec, { bases: signedInOfficer(context).bases, pendingOnly: true });

  /** A bundle the officer has no items in shows with no agencies ('Ingen inkassoselskap'); an unknown one is 404. */
  const bundle = (spec: KindSpec): OperationHandler => async (context) => {
    const bundleId = context.params.bundleId as number;
    const [found] = await bundlesWithAgencies(db, spec, { bases: signedInOfficer(context).bases, bundleId });
    if (found) return found;
    if (!(await bundleExists(db, spec, bundleId))) throw new ApiError(404, BUNDLE_NOT_FOUND_MESSAGE);
    const [date] = await db.query<{ date: string; officer_id: number | null }>(
      `SELECT to_char(bundle_date AT TIME ZONE 'Europe/Oslo', 'YYYY-MM-DD') AS date, officer_id FROM dc_bundle WHERE id = $1`,
      [bundleId],
    );
    return {
      bundleId,
      ...(date!.officer_id === null ? {} : { officerId: date!.officer_id }),
      date: date!.date,
      [spec.countField]: 0,
      numberOfAgencies: 0,
      readyCount: 0,
      approvedCount: 0,
      rejectedCount: 0,
      sumAmount: 0,
      sumInterest: 0,
      sumFee: 0,
      agencies: [],
    };
  };

  const transmission = (spec: KindSpec): OperationHandler => async (context) => {
    const { bundleId, transmissionId } = context.params as { bundleId: number; transmissionId: string };
    const detail = await transmissionDetail(db, spec, signedInOfficer(context).bases, bundleId, transmissionId);
    if (!detail) throw new ApiError(404, TRANSMISSION_NOT_FOUND_MESSAGE);
    return detail;
  };

  const decide = (spec: KindSpec, decision: Decision, idsField: 'cases' | 'payments'): OperationHandler => async (context) => {
    const officer = signedInOfficer(context);
    const bundleId = context.params.bundleId as number;
    const ids = (context.body as Record<typeof idsField, number[]>)[idsField];
    const result = await commitChange(
      dependencies,
      (tx) => decideItems(tx, spec, { bundleId, ids, decision, officerId: officer.sub, bases: officer.bases }),
      (outcome) => (outcome.decided > 0 ? decisionEndPoints(spec, bundleId) : []),
    );
    const countField = spec.kind === 'CASE' ? 'numberOfPendingCases' : 'numberOfPendingPayments';
    return { [countField]: result.pending, numberOfDecided: result.decided };
  };

  const legacy: Record<string, OperationHandler> = {
    listCaseBundles: list(KINDS.CASE),
    listPaymentBundles: list(KINDS.PAYMENT),
    listPendingCaseBundles: pending(KINDS.CASE),
    listPendingPaymentBundles: pending(KINDS.PAYMENT),
    getCaseBundle: bundle(KINDS.CASE),
    getPaymentBundle: bundle(KINDS.PAYMENT),
    getCaseTransmission: transmission(KINDS.CASE),
    getPaymentTransmission: transmission(KINDS.PAYMENT),
    approveCases: decide(KINDS.CASE, 'Approved', 'cases'),
    rejectCases: decide(KINDS.CASE, 'Rejected', 'cases'),
    approvePayments: decide(KINDS.PAYMENT, 'Approved', 'payments'),
    rejectPayments: decide(KINDS.PAYMENT, 'Rejected', 'payments'),
    async setAgencyCustomerNumber(context) {
      const officer = signedInOfficer(context);
      const caseId = context.params.caseId as number;
      const { agencyCustomerNumber } = context.body as { agencyCustomerNumber: string };
      await commitChange(
        dependencies,
        (tx) => setAgencyCustomerNumber(tx, { caseId, agencyCustomerNumber, bases: officer.bases }),
        (bundleId) => [`${KINDS.CASE.basePath}/${bundleId}`],
      );
      return context.reply.code(204).send();
    },
    async downloadTransmissionFile(context) {
      const file = await transmissionFile(db, signedInOfficer(context).bases, context.params.id as number);
      if (!file) throw new ApiError(404, FILE_NOT_FOUND_MESSAGE);
      return context.reply
        .type(file.content_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
        .send(Buffer.from(file.content));
    },
  };

  return { legacy };
}
