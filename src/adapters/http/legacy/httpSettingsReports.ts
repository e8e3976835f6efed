import type { AvtalegiroTransmissionLine, SettingsReportsPort } from '../../../application/ports/settingsReports.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { emptyCounts, STATS_SHIPMENT_CHANNELS, type ProductionCounts } from '../../../domain/reports/productionStats';
import { answer, orNull } from '../shared/answer';
import type { LegacyClient } from './legacyClient';

interface CountsDto {
  invoices: number;
  productions: number;
  reminders: number;
  debtCollections: number;
  shipments: Partial<Record<string, number>>;
}

/** The contract's counts, every channel present (a channel the server leaves out counts zero). */
function counts(dto: CountsDto): ProductionCounts {
  const shipments = { ...emptyCounts().shipments };
  for (const channel of STATS_SHIPMENT_CHANNELS) shipments[channel] = dto.shipments[channel] ?? 0;
  return { invoices: dto.invoices, productions: dto.productions, reminders: dto.reminders, debtCollections: dto.debtCollections, shipments };
}

interface TransmissionDto {
  clientId: number;
  clientName: string;
  transmissionId: string;
  senderId?: string | null;
  shipmentNumber?: string | null;
  fileName: string;
  status: string;
  regTime: string;
  sentTime?: string | null;
  ackReceivedTime?: string | null;
  confirmedTime?: string | null;
  approvedCount?: number;
  rejectedCount?: number;
  errorCode?: string | null;
  errorText?: string | null;
}

function transmission(dto: TransmissionDto): AvtalegiroTransmissionLine {
  return {
    clientId: dto.clientId,
    clientName: dto.clientName,
    transmissionId: dto.transmissionId,
    senderId: dto.senderId ?? null,
    shipmentNumber: dto.shipmentNumber ?? null,
    fileName: dto.fileName,
    status: dto.status,
    regTime: dto.regTime,
    sentTime: dto.sentTime ?? null,
    ackReceivedTime: dto.ackReceivedTime ?? null,
    confirmedTime: dto.confirmedTime ?? null,
    approvedCount: dto.approvedCount ?? 0,
    rejectedCount: dto.rejectedCount ?? 0,
    errorCode: dto.errorCode ?? null,
    errorText: dto.errorText ?? null,
  };
}

/** The settings reports on the legacy API (Report/..., Transmission/...); the one mapper from their DTOs (kroner → øre). */
export function httpSettingsReports(legacy: LegacyClient): SettingsReportsPort {
  return {
    productionStats: ({ from, to }) => ({
      api: 'legacy',
      path: 'Report/Production/Stats',
      params: { fromDate: from, toDate: to },
      async fetch(signal) {
        const dto = await answer(legacy.GET('/Report/Production/Stats', { params: { query: { fromDate: from, toDate: to } }, signal }));
        return {
          fromDate: dto.fromDate,
          toDate: dto.toDate,
          total: counts(dto.total),
          weeks: dto.weeks.map((week) => ({
            year: week.year ?? Number(week.fromDate.slice(0, 4)),
            week: week.week,
            fromDate: week.fromDate,
            toDate: week.toDate,
            counts: counts(week.counts),
            days: (week.days ?? []).map((day) => ({ date: day.date, counts: counts(day.counts) })),
          })),
        };
      },
    }),
    productionStatsByBase: (date) => ({
      api: 'legacy',
      path: 'Report/Production/Stats/Bases',
      params: { date },
      async fetch(signal) {
        const dto = await answer(legacy.GET('/Report/Production/Stats/Bases', { params: { query: { date } }, signal }));
        return { date: dto.date, bases: dto.bases.map((base) => ({ baseNr: base.baseNr, counts: counts(base.counts) })) };
      },
    }),
    ftpPayments: ({ from, to }) => ({
      api: 'legacy',
      path: 'Transmission/Payment/FTP',
      params: { fromDate: from, toDate: to },
      fetch: async (signal) =>
        (await answer(legacy.GET('/Transmission/Payment/FTP', { params: { query: { fromDate: from, toDate: to } }, signal }))).map((file) => ({
          id: file.id,
          fileName: file.fileName,
          clientId: file.clientId ?? null,
          clientName: file.clientName ?? null,
          receivedTime: file.receivedTime,
          numberOfPayments: file.numberOfPayments ?? 0,
          sum: oreFromApiDecimal(file.sumAmount ?? 0),
        })),
    }),
    documentSources: (source) => ({
      api: 'legacy',
      path: 'Report/DocumentSource/List',
      params: { source: source ?? null },
      fetch: async (signal) =>
        (await answer(legacy.GET('/Report/DocumentSource/List', { params: { query: source ? { source } : {} }, signal }))).map((row) => ({
          clientId: row.clientId,
          clientName: row.clientName,
          source: row.source,
          activatedAt: row.activatedAt ?? null,
          isActive: row.isActive ?? true,
        })),
    }),
    customers: (option) => ({
      api: 'legacy',
      path: 'Report/Customer/List',
      params: { option },
      fetch: async (signal) => answer(legacy.GET('/Report/Customer/List', { params: { query: { option } }, signal })),
    }),
    avtalegiroTransmissions: ({ from, to }) => ({
      api: 'legacy',
      path: 'Transmission/Avtalegiro',
      params: { fromDate: from, toDate: to },
      fetch: async (signal) =>
        (await answer(legacy.GET('/Transmission/Avtalegiro', { params: { query: { fromDate: from, toDate: to } }, signal }))).map(transmission),
    }),
    avtalegiroTransmission: (transmissionId) => ({
      api: 'legacy',
      path: `Transmission/Avtalegiro/${transmissionId}`,
      async fetch(signal) {
        const dto = await orNull(answer(legacy.GET('/Transmission/Avtalegiro/{transmissionKey}', { params: { path: { transmissionKey: transmissionId } }, signal })));
        if (dto === null) return null;
        return {
          ...transmission(dto),
          fileContent: dto.fileContent ?? null,
          invoices: dto.invoices.map((invoice) => ({
            customerNumber: invoice.customerNumber,
            invoiceNumber: invoice.invoiceNumber,
            kid: invoice.kid ?? null,
            errorCode: invoice.errorCode ?? null,
            errorText: invoice.errorText ?? null,
          })),
        };
      },
    }),
  };
}
