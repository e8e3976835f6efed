import type { ReportBundle, ReportsPort } from '../../../application/ports/reports.port';
import { ApiFailure, answer, fileNameOf } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type Schemas = components['schemas'];

function bundleFrom(dto: Schemas['ReportBundle']): ReportBundle {
  return {
    bundleId: dto.bundleId,
    clientId: dto.clientId,
    clientName: dto.clientName,
    reportDate: dto.reportDate,
    createdTS: dto.createdTS ?? null,
    reports: dto.reports.map((r) => ({ reportType: r.reportType, reportId: r.reportId, fileType: r.fileType })),
    recipients: dto.recipients.map((r) => ({
      recipientId: r.recipientId,
      recipientNumber: r.recipientNumber,
      email: r.email ?? null,
      documentList: r.documentList,
      documentShipment: r.documentShipment,
      fileList: r.fileList ?? null,
      fileShipment: r.fileShipment ?? null,
      address: r.address
        ? {
            name: r.address.name ?? null,
            addrLine1: r.address.addrLine1 ?? null,
            addrLine2: r.address.addrLine2 ?? null,
            postNo: r.address.postNo ?? null,
            cityName: r.address.cityName ?? null,
          }
        : null,
    })),
  };
}

/** The report dispatch calls of the legacy API (Report/Transmission/..., Document/Report). */
export function httpReports(legacy: LegacyClient): ReportsPort {
  return {
    pendingBundles: () => ({
      api: 'legacy',
      path: 'Report/Transmission/pending',
      fetch: async (signal) => (await answer(legacy.GET('/Report/Transmission/pending', { signal }))).map(bundleFrom),
    }),
    async approve(recipientIds) {
      return (await answer(legacy.POST('/Report/Transmission/approve', { body: { recipients: [...recipientIds] } }))).approveCount;
    },
    async reject(recipientIds) {
      await answer(legacy.POST('/Report/Transmission/reject', { body: { recipients: [...recipientIds] } }));
    },
    async updateRecipientEmail(recipientId, email) {
      await answer(legacy.PUT('/Report/Transmission/Recipient/{id}', { params: { path: { id: recipientId } }, body: { email } }));
    },
    async downloadReport(reportId) {
      const { data, error, response } = await legacy.GET('/Document/Report/{id}', { params: { path: { id: reportId } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `Rapport-${reportId}.pdf`), content: data };
    },
  };
}
