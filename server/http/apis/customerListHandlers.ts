import { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import { clientCustomerPageJson, clientInBases, countClientCustomers, CUSTOMER_LIST_BATCH, type CustomerListView } from '../../search/clientCustomerList';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type HandlerGroup } from './apiHandlers';

/**
 * A CustomerPage (openapi service-api) as text, the items a batch at a time. totalCount comes last: when
 * the page is not full it is known from the items (the full list needs no count of 200 000 rows first).
 */
async function* customerPageText(db: Database, clientId: number, page: number, size: number, view: CustomerListView): AsyncGenerator<string> {
  yield `{"page":${page},"size":${size},"items":[`;
  let items = 0;
  let first = true;
  for await (const batch of clientCustomerPageJson(db, clientId, page, size, view, CUSTOMER_LIST_BATCH, (n) => (items = n))) {
    yield first ? batch : `,${batch}`;
    first = false;
  }
  const endsHere = items < size && (items > 0 || page === 0);
  yield `],"totalCount":${endsHere ? page * size + items : await countClientCustomers(db, clientId)}}`;
}

/**
 * GET clients/{clientId}/customers (part 2 §7.1). The customer pickers load the whole list (page 0,
 * size 999 999): 200 000 customers are some 60 MB of JSON, so the answer is streamed as it is read,
 * with the socket's back-pressure pacing the reads, never built in memory.
 */
export function customerListHandlers({ db }: { readonly db: Database }): HandlerGroup {
  const service: Record<string, OperationHandler> = {
    async listClientCustomers(context) {
      const { params, query, reply } = context;
      const { clientId } = params as { clientId: number };
      const { page, size, view } = query as { page: number; size: number; view: CustomerListView };
      // The client is checked once, before streaming: its customers are then all of a client in the bases.
      if (!(await clientInBases(db, clientId, signedInOfficer(context).bases))) throw new ApiError(404, `Fant ikke klient ${clientId}`);
      // Bytes, not objects: the stream then buffers at most one batch ahead of the socket.
      const body = Readable.from(customerPageText(db, clientId, page, size, view), { objectMode: false });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
  return { service };
}
