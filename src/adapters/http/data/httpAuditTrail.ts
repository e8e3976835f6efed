import type { AuditTrailPort } from '../../../application/ports/auditTrail.port';
import { answer, ApiFailure, fileNameOf, orNull } from '../shared/answer';
import type { DataClient } from './dataClient';

/** The audit trail on the data API (GET audit/{subject}/{subjectId}, and its CSV). */
export function httpAuditTrail(client: DataClient): AuditTrailPort {
  return {
    page: (subject, id, page, size) => ({
      api: 'data',
      path: `audit/${subject}/${id}`,
      params: { page, size },
      fetch: async (signal) => {
        const found = await orNull(
          answer(client.GET('/audit/{subject}/{subjectId}', { params: { path: { subject, subjectId: id }, query: { page, size: size as 25 } }, signal })),
        );
        return (
          found && {
            ...found,
            items: found.items.map((event) => ({
              id: event.id,
              at: new Date(event.at),
              officerName: event.officerName,
              api: event.api,
              operation: event.operation,
              clientIds: event.clientIds,
              customerIds: event.customerIds,
              invoiceIds: event.invoiceIds,
              otherIds: event.otherIds,
              moved: event.movedOre,
            })),
          }
        );
      },
    }),
    async csv(subject, id) {
      const { data, error, response } = await client.GET('/audit/{subject}/{subjectId}/csv', {
        params: { path: { subject, subjectId: id } },
        parseAs: 'blob',
      });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `revisjonslogg-${subject}-${id}.csv`), content: data as Blob };
    },
  };
}
