import type {
  AgencyTransmission,
  Bundle,
  BundleSummary,
  CaseTransmission,
  CollectionKind,
  CollectionSums,
  DebtCollectionPort,
  PaymentTransmission,
} from '../../../application/ports/debtCollection.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { ApiFailure, answer, fileNameOf, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type Schemas = components['schemas'];

const PATHS = { cases: 'DebtCollection/Cases', payments: 'DebtCollection/Payments' } as const satisfies Record<CollectionKind, string>;

function sums(dto: Schemas['CollectionSums']): CollectionSums {
  return {
    readyCount: dto.readyCount ?? 0,
    approvedCount: dto.approvedCount ?? 0,
    rejectedCount: dto.rejectedCount ?? 0,
    sumAmount: oreFromApiDecimal(dto.sumAmount ?? 0),
    sumInterest: oreFromApiDecimal(dto.sumInterest ?? 0),
    sumFee: oreFromApiDecimal(dto.sumFee ?? 0),
  };
}

function summary(dto: Schemas['CaseBundleSummary'] | Schemas['PaymentBundleSummary']): BundleSummary {
  return {
    ...sums(dto),
    bundleId: dto.bundleId,
    officerId: dto.officerId ?? null,
    date: dto.date,
    itemCount: 'numberOfCases' in dto ? dto.numberOfCases : dto.numberOfPayments,
    agencyCount: dto.numberOfAgencies ?? 0,
  };
}

function agency(dto: Schemas['AgencyTransmissionSummary']): AgencyTransmission {
  return {
    ...sums(dto),
    transmissionId: dto.transmissionId,
    agencyId: dto.agencyId,
    agencyName: dto.agencyName,
    itemCount: dto.numberOfCases ?? dto.numberOfPayments ?? 0,
  };
}

function bundle(dto: Schemas['CaseBundle'] | Schemas['PaymentBundle']): Bundle {
  return { ...summary(dto), agencies: dto.agencies.map(agency) };
}

function transmissionBase(dto: Schemas['CaseTransmission'] | Schemas['PaymentTransmission']) {
  return {
    transmissionId: dto.transmissionId,
    bundleId: dto.bundleId,
    date: dto.date ?? null,
    officerName: dto.officer?.name ?? null,
    agency: { id: dto.agency.id, name: dto.agency.name, fileFormat: dto.agency.fileFormat ?? null },
    log: (dto.transmissions ?? []).map((entry) => ({
      text: entry.text,
      transmissionType: entry.transmissionType ?? null,
      timeSent: entry.timeSent ?? null,
      status: entry.status,
      errorText: entry.errorText ?? null,
    })),
    files: (dto.files ?? []).map((file) => ({ id: file.id, fileName: file.fileName, created: file.created ?? null })),
  };
}

function caseTransmission(dto: Schemas['CaseTransmission']): CaseTransmission {
  return {
    ...transmissionBase(dto),
    clients: dto.clients.map((client) => ({
      ...sums(client),
      clientId: client.clientId,
      clientName: client.clientName,
      agencyCustomerNumbers: (client.agencyCustomerNumbers ?? []).map((n) => ({ number: n.number, name: n.name ?? '' })),
      invoices: client.invoices.map((c) => ({
        id: c.id,
        customerNumber: c.customerNumber,
        customerName: c.customerName,
        invoiceNumber: c.invoiceNumber,
        invoiceAmount: oreFromApiDecimal(c.invoiceAmount ?? 0),
        restAmount: oreFromApiDecimal(c.restAmount ?? 0),
        interestPart: oreFromApiDecimal(c.interestPart ?? 0),
        feePart: oreFromApiDecimal(c.feePart ?? 0),
        status: c.status,
        agencyCustomerNumber: c.agencyCustomerNumber ?? null,
        caseNumber: c.caseNumber ?? null,
      })),
    })),
  };
}

function paymentTransmission(dto: Schemas['PaymentTransmission']): PaymentTransmission {
  return {
    ...transmissionBase(dto),
    clients: dto.clients.map((client) => ({
      ...sums(client),
      clientId: client.clientId,
      clientName: client.clientName,
      payments: client.payments.map((p) => ({
        id: p.id,
        regDate: p.regDate ?? null,
        amount: oreFromApiDecimal(p.amount),
        tag: p.tag ?? null,
        reference: p.reference ?? null,
        status: p.status,
        customerNumber: p.customerNumber,
        customerName: p.customerName,
        invoiceNumber: p.invoiceNumber,
        interestPart: oreFromApiDecimal(p.interestPart ?? 0),
        feePart: oreFromApiDecimal(p.feePart ?? 0),
        agencyCustomerNumber: p.agencyCustomerNumber ?? null,
      })),
    })),
  };
}

/** The debt-collection calls of the legacy API (part 1 §7 "Debt collection", File/DCTransmissionFile). */
export function httpDebtCollection(client: LegacyClient): DebtCollectionPort {
  return {
    bundles: (kind, period) => ({
      api: 'legacy',
      path: PATHS[kind],
      ...(period ? { params: { fromDate: period.from, toDate: period.to } } : {}),
      fetch: async (signal) => {
        const query = period ? { fromDate: period.from, toDate: period.to } : {};
        const list =
          kind === 'cases'
            ? await answer(client.GET('/DebtCollection/Cases', { params: { query }, signal }))
            : await answer(client.GET('/DebtCollection/Payments', { params: { query }, signal }));
        return list.map(summary);
      },
    }),
    pendingBundles: (kind) => ({
      api: 'legacy',
      path: `${PATHS[kind]}/Pending`,
      fetch: async (signal) => {
        const list =
          kind === 'cases'
            ? await answer(client.GET('/DebtCollection/Cases/Pending', { signal }))
            : await answer(client.GET('/DebtCollection/Payments/Pending', { signal }));
        return list.map(bundle);
      },
    }),
    bundle: (kind, bundleId) => ({
      api: 'legacy',
      path: `${PATHS[kind]}/${bundleId}`,
      fetch: (signal) => {
        const params = { path: { bundleId } };
        return orNull(
          kind === 'cases'
            ? answer(client.GET('/DebtCollection/Cases/{bundleId}', { params, signal })).then(bundle)
            : answer(client.GET('/DebtCollection/Payments/{bundleId}', { params, signal })).then(bundle),
        );
      },
    }),
    caseTransmission: (bundleId, transmissionId) => ({
      api: 'legacy',
      path: `${PATHS.cases}/${bundleId}/Transmissions/${transmissionId}`,
      fetch: (signal) =>
        orNull(
          answer(client.GET('/DebtCollection/Cases/{bundleId}/Transmissions/{transmissionId}', { params: { path: { bundleId, transmissionId } }, signal })).then(
            caseTransmission,
          ),
        ),
    }),
    paymentTransmission: (bundleId, transmissionId) => ({
      api: 'legacy',
      path: `${PATHS.payments}/${bundleId}/Transmissions/${transmissionId}`,
      fetch: (signal) =>
        orNull(
          answer(
            client.GET('/DebtCollection/Payments/{bundleId}/Transmissions/{transmissionId}', { params: { path: { bundleId, transmissionId } }, signal }),
          ).then(paymentTransmission),
        ),
    }),
    async decide(kind, decision, bundleId, ids) {
      const params = { path: { bundleId } };
      if (kind === 'cases') {
        const body = { cases: [...ids] };
        const answered = await answer(
          decision === 'approve'
            ? client.POST('/DebtCollection/Cases/{bundleId}/approve', { params, body })
            : client.POST('/DebtCollection/Cases/{bundleId}/reject', { params, body }),
        );
        return { pendingCount: answered.numberOfPendingCases ?? null, ...(answered.numberOfDecided === undefined ? {} : { decidedCount: answered.numberOfDecided }) };
      }
      const body = { payments: [...ids] };
      const answered = await answer(
        decision === 'approve'
          ? client.POST('/DebtCollection/Payments/{bundleId}/approve', { params, body })
          : client.POST('/DebtCollection/Payments/{bundleId}/reject', { params, body }),
      );
      return { pendingCount: answered.numberOfPendingPayments ?? null, ...(answered.numberOfDecided === undefined ? {} : { decidedCount: answered.numberOfDecided }) };
    },
    async setAgencyCustomerNumber(caseId, agencyCustomerNumber) {
      await answer(client.PUT('/DebtCollection/Cases/pending/{caseId}', { params: { path: { caseId } }, body: { agencyCustomerNumber } }));
    },
    async downloadFile(id) {
      const { data, error, response } = await client.GET('/File/DCTransmissionFile/{id}', { params: { path: { id } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `fil-${id}`), content: data };
    },
  };
}
