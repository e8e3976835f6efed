import { CUSTOMER_NOT_FOUND_MESSAGE, ENTRY_NOT_FOUND_MESSAGE, SEVERAL_ENTRIES_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import { changeInvoiceAmount, type AmountChangeRequest } from '../../invoices/invoiceAmountChange';
import { changeInvoiceNumber, moveInvoice, type NumberChange } from '../../invoices/invoiceChanges';
import { customerEntry, invoiceEvents, invoiceLines, invoiceNotes, invoicesByJourNr, invoiceTaxSummary, invoiceView, visibleInvoiceId } from '../../invoices/invoiceReads';
import { officerName } from '../../customers/officerName';
import { queueInvoiceCopy, type CopyFile } from '../../mail/invoiceCopy';
import { customerMail, invoiceMail } from '../../mail/outboxReads';
import { customerByNr, visibleCustomerId } from '../../customers/customerReads';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The invoice page's operations of part 2 §7.1, with the officer's bases in every read and change. */
export function invoicePageHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const bases = (context: OperationContext) => signedInOfficer(context).bases;

  async function invoiceOf(context: OperationContext): Promise<number> {
    const id = await visibleInvoiceId(db, bases(context), context.params.invoiceId as number);
    if (id === null) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
    return id;
  }

  const byJourNr = (type: 'INVOICE' | 'CREDITNOTE'): OperationHandler => async (context) => {
    const { customerId, jourNr } = context.params as { customerId: number; jourNr: number };
    const found = await invoicesByJourNr(db, bases(context), customerId, jourNr, type);
    if (found.length === 0) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
    if (found.length > 1) throw new ApiError(409, SEVERAL_ENTRIES_MESSAGE);
    return found[0];
  };

  const service: Record<string, OperationHandler> = {
    async sendInvoiceCopy(context) {
      const invoiceId = context.params.invoiceId as number;
      const body = context.body as { invoiceId: number; recipient: string; files: CopyFile[] };
      if (body.invoiceId !== invoiceId) throw new ApiError(400, 'invoiceId må være fakturaen i adressen', [{ path: 'body.invoiceId', message: 'er ikke fakturaen i adressen' }]);
      const name = await officerName(db, signedInOfficer(context).sub);
      const queued = await commitChange(
        dependencies,
        (tx) => queueInvoiceCopy(tx, { bases: bases(context), invoiceId, recipient: body.recipient, files: body.files, officerName: name }),
        () => [],
      );
      if (queued === null) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      // Committed: now it may go out (or stay in the outbox when no SMTP server is configured).
      dependencies.mail?.kick();
      return context.reply.code(204).send();
    },
    async getInvoicePage(context) {
      const { clientId, customerNr, jourNr } = context.params as { clientId: number; customerNr: number; jourNr: number };
      const customer = await customerByNr(db, bases(context), clientId, customerNr);
      if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      const found = await invoicesByJourNr(db, bases(context), customer.id as number, jourNr, 'INVOICE');
      if (found.length !== 1) return { customer, invoicesOnNumber: found.length };
      const invoice = found[0]!;
      const invoiceId = invoice.id as number;
      return { customer, invoicesOnNumber: 1, invoice, lines: await invoiceLines(db, invoiceId), taxSummary: await invoiceTaxSummary(db, invoiceId) };
    },
    getCustomerInvoice: byJourNr('INVOICE'),
    getCustomerCreditnote: byJourNr('CREDITNOTE'),
    async getCustomerEntry(context) {
      const { customerId, entryId } = context.params as { customerId: number; entryId: number };
      const entry = await customerEntry(db, bases(context), customerId, entryId);
      if (!entry) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return entry;
    },
    async getInvoice(context) {
      const view = await invoiceView(db, bases(context), context.params.invoiceId as number);
      if (!view) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return view;
    },
    async listInvoiceLines(context) {
      return invoiceLines(db, await invoiceOf(context));
    },
    async listInvoiceTaxSummary(context) {
      return invoiceTaxSummary(db, await invoiceOf(context));
    },
    async listInvoiceEvents(context) {
      return invoiceEvents(db, await invoiceOf(context));
    },
    async listInvoiceNotes(context) {
      return invoiceNotes(db, await invoiceOf(context));
    },
    async changeInvoiceNumber(context) {
      const invoiceId = context.params.invoiceId as number;
      const change = context.body as NumberChange;
      if (change.invoiceId !== invoiceId) throw new ApiError(400, 'invoiceId må være fakturaen i adressen', [{ path: 'body.invoiceId', message: 'er ikke fakturaen i adressen' }]);
      const outcome = await commitChange(
        dependencies,
        (tx) => changeInvoiceNumber(tx, bases(context), change),
        (done) => (done?.changed ? [`Invoice/${invoiceId}`, `Customer/${done.customerId}`] : []),
      );
      if (!outcome) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
    async listInvoiceMail(context) {
      return invoiceMail(db, await invoiceOf(context), bases(context));
    },
    async listCustomerMail(context) {
      const customerId = await visibleCustomerId(db, bases(context), context.params.customerId as number);
      if (customerId === null) throw new ApiError(404, CUSTOMER_NOT_FOUND_MESSAGE);
      return customerMail(db, customerId, bases(context));
    },
    async changeInvoiceAmount(context) {
      const invoiceId = context.params.invoiceId as number;
      const changed = await commitChange(
        dependencies,
        (tx) => changeInvoiceAmount(tx, bases(context), invoiceId, context.body as AmountChangeRequest),
        (done) => (done ? [`Invoice/${invoiceId}`, `Customer/${done.customerId}`] : []),
      );
      if (!changed) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
    async moveInvoiceToCustomer(context) {
      const invoiceId = context.params.invoiceId as number;
      const { customerId } = context.body as { customerId: number };
      const moved = await commitChange(
        dependencies,
        (tx) => moveInvoice(tx, bases(context), invoiceId, customerId),
        (done) => (done && done.from !== done.to ? [`Invoice/${invoiceId}`, `Customer/${done.from}`, `Customer/${done.to}`, `clients/${done.clientId}/customers`] : []),
      );
      if (!moved) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return context.reply.code(204).send();
    },
  };
  return { service };
}
