import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { paymentRegistrationMachine } from '../../application/payments/paymentRegistrationMachine';
import type { PaymentCustomer, SavedPaymentDraft } from '../../application/ports/paymentDrafts.port';
import type { InvoiceCandidate } from '../../application/ports/payments.port';
import type { ClientHit } from '../../application/ports/search.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { isoText } from '../../domain/dates/calendarDay';
import { osloClock } from '../../domain/dates/osloClock';
import { parseAmount } from '../../domain/money/parseAmount';
import { useSession } from '../session/useSession';
import { usePaymentsService } from './paymentServices';

const todayInOslo = () => isoText(osloClock(new Date()));

/**
 * Runs the payment-registration machine for the page, with what the machine does not hold (the client
 * and customer as picked, the amount as typed, the picked invoices' columns) beside it, and keeps the
 * whole draft in the tab: a reload gives it back with its key, so a registration cannot happen twice.
 */
export function usePaymentRegistration() {
  const register = usePaymentsService(TOKENS.PaymentRegister);
  const drafts = usePaymentsService(TOKENS.PaymentDrafts);
  const officerId = useSession((snapshot) => snapshot.context.profile?.userId ?? 0);
  const { inspect } = useInjection(TOKENS.LiveMachines);
  const [saved] = useState(() => drafts.load(officerId));
  const [today] = useState(todayInOslo);
  const machine = useMemo(() => paymentRegistrationMachine.provide({ actors: { register } }), [register]);
  const actor = useActorRef(machine, { input: { idempotencyKey: saved?.idempotencyKey ?? crypto.randomUUID(), today }, inspect });

  const [client, setClient] = useState<ClientHit | null>(saved?.client ?? null);
  const [customer, setCustomer] = useState<PaymentCustomer | null>(saved?.customer ?? null);
  const [amountText, setAmountText] = useState(saved?.amountText ?? '');
  const [bankDate, setBankDate] = useState(saved?.bankDate ?? today);
  const [invoices, setInvoices] = useState<ReadonlyMap<number, InvoiceCandidate>>(() => new Map(saved?.rows.map((row) => [row.invoice.entryId, row.invoice])));
  const parsedAmount = parseAmount(amountText);
  const amount = parsedAmount.ok ? parsedAmount.value : 0;

  // The saved draft goes back into a new machine as the officer made it: the fields, each invoice, its allocation.
  useEffect(() => {
    if (!saved) return;
    const savedAmount = parseAmount(saved.amountText);
    actor.send({
      type: 'EDIT_DRAFT',
      clientId: saved.client?.id ?? null,
      customerId: saved.customer?.id ?? null,
      amount: savedAmount.ok ? savedAmount.value : 0,
      bankDate: saved.bankDate,
    });
    for (const row of saved.rows) {
      actor.send({ type: 'ADD_INVOICE', entryId: row.invoice.entryId, rest: row.invoice.rest });
      actor.send({ type: 'ALLOCATE', entryId: row.invoice.entryId, allocated: row.allocated });
    }
  }, [actor, saved]);

  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    // Read from the actor, not the render: the replay above has changed it since.
    const current = actor.getSnapshot();
    if (current.matches('registered')) {
      drafts.clear(officerId);
      return;
    }
    const draft: SavedPaymentDraft = {
      idempotencyKey: current.context.idempotencyKey,
      client,
      customer,
      amountText,
      bankDate,
      rows: current.context.rows.flatMap((row) => {
        const invoice = invoices.get(row.entryId);
        return invoice ? [{ invoice, allocated: row.allocated }] : [];
      }),
    };
    drafts.save(officerId, draft);
  }, [actor, drafts, officerId, snapshot, client, customer, amountText, bankDate, invoices]);

  const edit = (next: { client?: ClientHit | null; customer?: PaymentCustomer | null; amountText?: string; bankDate?: string }) => {
    const nextClient = next.client !== undefined ? next.client : client;
    const nextCustomer = next.client !== undefined && next.client?.id !== client?.id ? null : next.customer !== undefined ? next.customer : customer;
    const nextAmount = parseAmount(next.amountText ?? amountText);
    // Invoices belong to one client and customer: a change of either takes out the rows of the other.
    for (const row of actor.getSnapshot().context.rows) {
      const invoice = invoices.get(row.entryId);
      if (nextClient?.id !== client?.id || (nextCustomer && invoice?.customerId !== nextCustomer.id)) actor.send({ type: 'REMOVE_INVOICE', entryId: row.entryId });
    }
    setClient(nextClient);
    setCustomer(nextCustomer);
    if (next.amountText !== undefined) setAmountText(next.amountText);
    if (next.bankDate !== undefined) setBankDate(next.bankDate);
    actor.send({
      type: 'EDIT_DRAFT',
      clientId: nextClient?.id ?? null,
      customerId: nextCustomer?.id ?? null,
      amount: nextAmount.ok ? nextAmount.value : 0,
      bankDate: next.bankDate ?? bankDate,
    });
  };

  /** A picked invoice joins the payment; with no customer chosen yet, the invoice's customer becomes it. */
  const addInvoice = (invoice: InvoiceCandidate) => {
    setInvoices((current) => new Map(current).set(invoice.entryId, invoice));
    if (!customer && invoice.customerId !== null) {
      edit({ customer: { id: invoice.customerId, nr: invoice.customerNr ?? 0, name: invoice.customerName ?? '' } });
    }
    actor.send({ type: 'ADD_INVOICE', entryId: invoice.entryId, rest: invoice.rest });
  };

  const newDraft = () => {
    setCustomer(null);
    setAmountText('');
    setBankDate(today);
    setInvoices(new Map());
    actor.send({ type: 'NEW_DRAFT', idempotencyKey: crypto.randomUUID() });
  };

  return {
    actor,
    today,
    client,
    customer,
    amountText,
    amountError: amountText.trim() === '' || parsedAmount.ok ? null : parsedAmount.error,
    amount,
    bankDate,
    rows: snapshot.context.rows.flatMap((row) => {
      const invoice = invoices.get(row.entryId);
      return invoice ? [{ ...row, invoice }] : [];
    }),
    failure: snapshot.context.failure,
    receipt: snapshot.matches('registered') ? snapshot.context.receipt : null,
    canRegister: snapshot.can({ type: 'REGISTER' }),
    registering: snapshot.matches('registering'),
    edit,
    addInvoice,
    newDraft,
  };
}
