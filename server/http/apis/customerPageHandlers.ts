import { CUSTOMER_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import type { CustomerRecord } from '../../../src/domain/customer/customerRecord';
import { addCustomerNote, createCustomer, deleteCustomerNote, updateCustomer, updateCustomerNote, updateCustomerSettings, updateCustomerShipment, type CustomerSettings } from '../../customers/customerChanges';
import {
  customerByNr,
  customerDetail,
  customerInvoices,
  customerNotes,
  customerShipments,
  customerTemplate,
  ledger,
  openInvoices,
  openPosts,
  posts,
  visibleCustomerId,
  type InvoiceFilter,
} from '../../customers/customerReads';
import { officerName } from '../../customers/officerName';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

export const CLIENT_NOT_FOUND_MESSAGE = 'Fant ikke klienten';
export const NOTE_NOT_FOUND_MESSAGE = 'Fant ikke notatet';

/** The read paths a change to one customer makes stale (the SPA refreshes every cached read below them). */
const customerEndPoints = (customerId: number, clientId?: number, nrs: readonly number[] = []) => [
  `Customer/${customerId}`,
  ...(clientId === undefined ? [] : [`clients/${clientId}/customers`, ...nrs.map((nr) => `Client/${clientId}/Customer/${nr}`)]),
];

/** The customer pages' operations of part 2 §7.1, with the officer's bases in every read and change. */
export function customerPageHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const bases = (context: OperationContext) => signedInOfficer(context).bases;

  /** The customer id of the path, when the customer is in the officer's bases; else 404. */
  async function customerOf(context: OperationContext): Promise<number> {
    const id = await visibleCustomerId(db, bases(context), context.params.customerId as number);
    if (id === null) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
    return id;
  }

  /** The customer id for a client and customer number, when in the officer's bases; else 404. */
  async function customerByNumber(context: OperationContext): Promise<{ id: number; clientId: number }> {
    const { clientId, customerNr } = context.params as { clientId: number; customerNr: number };
    const customer = await customerByNr(db, bases(context), clientId, customerNr);
    if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
    return { id: customer.id as number, clientId };
  }

  const service: Record<string, OperationHandler> = {
    async getCustomerByNr(context) {
      const { clientId, customerNr } = context.params as { clientId: number; customerNr: number };
      const customer = await customerByNr(db, bases(context), clientId, customerNr);
      if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return customer;
    },
    async getCustomerPage(context) {
      const { clientId, customerNr } = context.params as { clientId: number; customerNr: number };
      const customer = await customerByNr(db, bases(context), clientId, customerNr);
      if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      const id = customer.id as number;
      const detail = await customerDetail(db, bases(context), id);
      if (!detail) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return { customer, detail, openPosts: await openPosts(db, id) };
    },
    async getCustomerTemplate(context) {
      const template = await customerTemplate(db, bases(context), context.params.clientId as number);
      if (!template) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
      return template;
    },
    async getCustomer(context) {
      const detail = await customerDetail(db, bases(context), context.params.customerId as number);
      if (!detail) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return detail;
    },
    async listCustomerShipments(context) {
      return customerShipments(db, await customerOf(context));
    },
    async listCustomerOpenPosts(context) {
      return openPosts(db, await customerOf(context));
    },
    async listCustomerPosts(context) {
      const { filter, fromDate, toDate, invoiceNr } = context.query as { filter: 'all' | 'credit'; fromDate?: string; toDate?: string; invoiceNr?: number };
      return posts(db, await customerOf(context), filter, { fromDate, toDate }, invoiceNr);
    },
    async listCustomerInvoices(context) {
      const { filter, invoiceNr } = context.query as { filter: InvoiceFilter; invoiceNr?: number };
      return customerInvoices(db, await customerOf(context), filter, invoiceNr);
    },
    async listCustomerOpenInvoices(context) {
      const { type } = context.query as { type?: 'INVOICE' | 'CREDITNOTE' };
      return openInvoices(db, await customerOf(context), type);
    },
    async listCustomerNotes(context) {
      return customerNotes(db, (await customerByNumber(context)).id);
    },
    async createCustomerNote(context) {
      const officer = signedInOfficer(context);
      const { id, clientId } = await customerByNumber(context);
      const { text, subject } = context.body as { text: string; subject?: string };
      const name = await officerName(db, officer.sub);
      const note = await commitChange(dependencies, (tx) => addCustomerNote(tx, id, name, text, subject), () => [
        `clients/${clientId}/customers/${context.params.customerNr as number}/notes`,
        ...customerEndPoints(id),
      ]);
      return context.reply.code(201).send(note);
    },
    async getCustomerLedger(context) {
      const { start, end, openOnly } = context.query as { start: string; end: string; openOnly: boolean };
      if (start > end) throw new ApiError(400, 'Periodens start må være før slutten', [{ path: 'query.start', message: 'er etter end' }]);
      return ledger(db, (await customerByNumber(context)).id, start, end, openOnly);
    },
    async updateCustomer(context) {
      const customerId = context.params.customerId as number;
      const input = context.body as CustomerRecord;
      const outcome = await commitChange(
        dependencies,
        (tx) => updateCustomer(tx, bases(context), customerId, input),
        (changed) => (changed ? customerEndPoints(customerId, changed.clientId, [changed.oldNr, changed.nr]) : []),
      );
      if (!outcome) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return customerByNr(db, bases(context), outcome.clientId, outcome.nr);
    },
    async createCustomer(context) {
      const clientId = context.params.clientId as number;
      const input = context.body as CustomerRecord;
      const id = await commitChange(
        dependencies,
        (tx) => createCustomer(tx, bases(context), clientId, input),
        (created) => (created === null ? [] : [`clients/${clientId}/customers`]),
      );
      if (id === null) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
      return context.reply.code(201).send(await customerByNr(db, bases(context), clientId, input.nr));
    },
    async updateCustomerSettings(context) {
      const customerId = context.params.customerId as number;
      const found = await commitChange(
        dependencies,
        (tx) => updateCustomerSettings(tx, bases(context), customerId, context.body as CustomerSettings),
        (done) => (done ? customerEndPoints(customerId) : []),
      );
      if (!found) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
    async updateCustomerShipment(context) {
      const officer = signedInOfficer(context);
      const { customerId, shipment } = context.params as { customerId: number; shipment: string };
      const name = await officerName(db, officer.sub);
      const found = await commitChange(
        dependencies,
        (tx) => updateCustomerShipment(tx, bases(context), customerId, shipment, context.body as { isRejected?: false; shipmentType?: string }, name),
        (done) => (done ? customerEndPoints(customerId) : []),
      );
      if (!found) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
  };
  const legacy: Record<string, OperationHandler> = {
    async updateCustomerNotice(context) {
      const { clientId, noteId } = context.params as { clientId: number; noteId: number };
      const updated = await commitChange(
        dependencies,
        (tx) => updateCustomerNote(tx, bases(context), clientId, noteId, context.body as { noticeText: string; subject?: string }),
        (done) => (done ? [`clients/${clientId}/customers/${done.customerNr}/notes`, ...customerEndPoints(done.customerId)] : []),
      );
      if (!updated) throw new ApiError(404, NOTE_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
    async deleteCustomerNotice(context) {
      const { clientId, noteId } = context.params as { clientId: number; noteId: number };
      const deleted = await commitChange(
        dependencies,
        (tx) => deleteCustomerNote(tx, bases(context), clientId, noteId),
        (done) => (done ? [`clients/${clientId}/customers/${done.customerNr}/notes`, ...customerEndPoints(done.customerId)] : []),
      );
      if (!deleted) throw new ApiError(404, NOTE_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
  };
  return { service, legacy };
}
