import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/support/memoryStorage';
import { fakeSearch, sampleRegister } from '../../../tests/support/fakeSearch';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { sessionStoragePaymentDrafts } from '../../adapters/browser/sessionStoragePaymentDrafts';
import { createLiveMachines } from '../../application/machines/liveMachines';
import type { InvoiceCandidate, PaymentDraft, PaymentsPort } from '../../application/ports/payments.port';
import { TOKENS } from '../../composition/tokens';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { allocationIssues, applyAllocation, matchesPaidAmount, partsTotal, remainderOf } from '../../domain/payment/paymentAllocation';
import { RegisterPaymentPage } from './pages';
import { NOT_READY_FOR_PRODUCTION } from '../../domain/labels/notReady';

/** Client 1001's open invoices as the server would list them: two of Hansen A (customer 500), one of Hansen B (501). */
function openInvoices(): InvoiceCandidate[] {
  const invoice = (entryId: number, customerId: number, invoiceNr: number, invoicePart: number): InvoiceCandidate => ({
    entryId,
    customerId,
    customerNr: customerId === 500 ? 10042 : 10043,
    customerName: customerId === 500 ? 'Hansen A' : 'Hansen B',
    invoiceNr,
    invoiceDate: '2026-08-02',
    taxAmount: 25_000,
    amountExTax: 100_000,
    amountIncTax: 125_000,
    restAmount: invoicePart + 4_200 + 3_500,
    rest: { invoicePart, interestPart: 4_200, feePart: 3_500 },
  });
  return [invoice(1, 500, 700001, 125_000), invoice(2, 500, 700002, 60_000), invoice(3, 501, 700003, 125_000)];
}

/** An in-memory payments server: finds by the real amount rule, registers and reverses as the server's rules say. */
function fakePayments() {
  let invoices = openInvoices();
  const registered: PaymentDraft[] = [];
  const reversed: number[] = [];
  const port: PaymentsPort = {
    invoiceCandidates: (query) => ({
      api: 'legacy',
      path: 'Payment/Register/Invoices',
      params: { ...query },
      fetch: async () =>
        invoices.filter(
          (i) =>
            i.restAmount > 0 &&
            (query.customerId === undefined || i.customerId === query.customerId) &&
            (query.invoiceNumber === undefined || i.invoiceNr === query.invoiceNumber) &&
            (query.amount === undefined || matchesPaidAmount({ ...i, invoicePart: i.rest.invoicePart }, query.amount)),
        ),
    }),
    register: async (draft) => {
      registered.push(draft);
      for (const { entryId, allocated } of draft.allocations) {
        const invoice = invoices.find((i) => i.entryId === entryId)!;
        if (Object.keys(allocationIssues(allocated, invoice.rest)).length > 0) throw new Error('400');
      }
      const settled: number[] = [];
      invoices = invoices.map((invoice) => {
        const allocation = draft.allocations.find((a) => a.entryId === invoice.entryId);
        if (!allocation) return invoice;
        const rest = applyAllocation(invoice.rest, allocation.allocated);
        if (partsTotal(rest) === 0) settled.push(invoice.entryId);
        return { ...invoice, rest, restAmount: partsTotal(rest) };
      });
      return { paymentId: 41, credit: remainderOf(draft.amount, draft.allocations.map((a) => a.allocated)), settledEntryIds: settled };
    },
    reverse: async (paymentId) => {
      reversed.push(paymentId);
      return true;
    },
  };
  return { port, registered, reversed };
}

async function renderPaymentPage({ roles = ['Technical'], storage = new MemoryStorage(), payments = fakePayments() } = {}) {
  const session = await signedInSession(roles);
  const rendered = renderPage(<RegisterPaymentPage />, {
    path: '/register-payment',
    bindings: [
      bind(TOKENS.Session, session),
      bind(TOKENS.LiveMachines, createLiveMachines()),
      bind(TOKENS.Search, fakeSearch(sampleRegister())),
      bind(TOKENS.Payments, payments.port),
      bind(TOKENS.PaymentDrafts, sessionStoragePaymentDrafts(storage)),
    ],
  });
  // The register call is the area composition's own, over the fake port and the page's cache.
  return { ...rendered, payments, storage };
}

const text = (element: HTMLElement) => normalizeAmountText(element.textContent ?? '');
const remainder = () => screen.getByRole('status');
const paymentRows = () => within(screen.getByRole('table', { name: 'Fakturaer i innbetalingen' })).getAllByRole('row').slice(1);

async function chooseClient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Klient' }), '1001');
  await user.click(await screen.findByRole('option', { name: '1001 Fjordkraft Regnskap AS' }));
}

describe('/register-payment/', () => {
  it('by keyboard: F10 finds the invoice matching the amount, the allocation is suggested, Registrer settles it', async () => {
    const user = userEvent.setup();
    const { payments } = await renderPaymentPage();
    expect(screen.getByRole('heading', { name: 'Registrer innbetaling' })).toBeTruthy();
    // Part 1 §1, §2: the page is marked as not ready for production.
    expect(screen.getByRole('note').textContent).toBe(NOT_READY_FOR_PRODUCTION);
    await chooseClient(user);
    await user.type(screen.getByRole('textbox', { name: 'Beløp' }), '1327');
    expect(remainder().dataset.tone).toBe('credit');
    expect(text(remainder())).toBe('Tilgode: 1 327,00');

    await user.keyboard('{F10}');
    const dialog = await screen.findByRole('dialog', { name: 'Finn faktura' });
    // Every open invoice of the client; those whose rest is the paid amount are highlighted (700002 has 600,00 of its invoice part left).
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.slice(1).map((row) => row.hasAttribute('data-matches'))).toEqual([true, false, true]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Fakturanummer' }), '700001');
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Legg til faktura 700001' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The invoice's customer becomes the payment's; fee, interest and invoice part take the whole amount.
    expect((screen.getByRole('combobox', { name: 'Kunde' }) as HTMLInputElement).value).toBe('10042 Hansen A');
    expect(paymentRows()).toHaveLength(1);
    for (const [label, value] of [['Fordelt fakturadel, faktura 700001', '1 250,00'], ['Fordelt renter, faktura 700001', '42,00'], ['Fordelt gebyr, faktura 700001', '35,00']]) {
      expect(normalizeAmountText((screen.getByRole('textbox', { name: label }) as HTMLInputElement).value)).toBe(value);
    }
    expect(remainder().dataset.tone).toBe('settled');
    expect(text(remainder())).toBe('Gjenstår å fordele: 0,00');

    const register = screen.getByRole('button', { name: 'Registrer' });
    register.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Innbetalingen er registrert')).toBeTruthy();
    expect(screen.getByText('Betalt: 700001')).toBeTruthy();
    expect(payments.registered).toEqual([
      expect.objectContaining({
        clientId: 1001,
        customerId: 500,
        amount: 132_700,
        allocations: [{ entryId: 1, allocated: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 } }],
      }),
    ]);
  });

  it('shows the remainder green as credit, red when over-allocated (Registrer disabled), and refuses a part beyond its rest', async () => {
    const user = userEvent.setup();
    await renderPaymentPage();
    await chooseClient(user);
    await user.type(screen.getByRole('textbox', { name: 'Beløp' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Finn faktura (F10)' }));
    await user.click(await screen.findByRole('button', { name: 'Legg til faktura 700002' }));
    // 2 000,00 less the invoice's 600,00 + 42,00 + 35,00.
    expect(text(remainder())).toBe('Tilgode: 1 323,00');
    expect((screen.getByRole('button', { name: 'Registrer' }) as HTMLButtonElement).disabled).toBe(false);

    const part = screen.getByRole('textbox', { name: 'Fordelt fakturadel, faktura 700002' });
    await user.clear(part);
    await user.type(part, '700');
    expect(screen.getByText('Kan ikke fordele mer enn restbeløpet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Registrer' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(screen.getByRole('textbox', { name: 'Beløp' }));
    await user.type(screen.getByRole('textbox', { name: 'Beløp' }), '50');
    expect(remainder().dataset.tone).toBe('overAllocated');
    expect(screen.getByText('Det er fordelt mer enn innbetalt beløp')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Registrer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the draft across a reload, and registers it with the same key', async () => {
    const user = userEvent.setup();
    const storage = new MemoryStorage();
    const payments = fakePayments();
    await renderPaymentPage({ storage, payments });
    await chooseClient(user);
    await user.type(screen.getByRole('textbox', { name: 'Beløp' }), '500');
    await user.keyboard('{F10}');
    await user.click(await screen.findByRole('button', { name: 'Legg til faktura 700001' }));
    const feeField = screen.getByRole('textbox', { name: 'Fordelt gebyr, faktura 700001' });
    await user.clear(feeField);
    await user.type(feeField, '10');
    const key = JSON.parse(storage.getItem('norlink.paymentDraft.1')!).idempotencyKey as string;

    cleanup();
    await act(() => renderPaymentPage({ storage, payments }));
    expect((screen.getByRole('combobox', { name: 'Klient' }) as HTMLInputElement).value).toBe('1001 Fjordkraft Regnskap AS');
    expect((screen.getByRole('combobox', { name: 'Kunde' }) as HTMLInputElement).value).toBe('10042 Hansen A');
    expect((screen.getByRole('textbox', { name: 'Beløp' }) as HTMLInputElement).value).toBe('500');
    expect(normalizeAmountText((screen.getByRole('textbox', { name: 'Fordelt gebyr, faktura 700001' }) as HTMLInputElement).value)).toBe('10,00');
    expect(text(remainder())).toBe('Tilgode: 25,00');
    await user.click(screen.getByRole('button', { name: 'Registrer' }));
    await screen.findByText('Innbetalingen er registrert');
    expect(payments.registered.map((draft) => draft.idempotencyKey)).toEqual([key]);
    expect(payments.registered[0]!.allocations).toEqual([{ entryId: 1, allocated: { invoicePart: 42_300, interestPart: 4_200, feePart: 1_000 } }]);
    // A registered draft is done: nothing is kept for the next reload.
    expect(storage.getItem('norlink.paymentDraft.1')).toBeNull();
  });

  it('lets a Technical officer reverse the payment just registered; others are not offered it', async () => {
    for (const roles of [['Technical'], []]) {
      const user = userEvent.setup();
      const { payments } = await renderPaymentPage({ roles });
      await chooseClient(user);
      await user.type(screen.getByRole('textbox', { name: 'Beløp' }), '100');
      await user.keyboard('{F10}');
      await user.click(await screen.findByRole('button', { name: 'Legg til faktura 700001' }));
      await user.click(screen.getByRole('button', { name: 'Registrer' }));
      await screen.findByText('Innbetalingen er registrert');
      if (roles.length === 0) {
        expect(screen.queryByRole('button', { name: 'Reverser innbetaling' })).toBeNull();
      } else {
        await user.click(screen.getByRole('button', { name: 'Reverser innbetaling' }));
        expect(await screen.findByText('Innbetalingen er reversert')).toBeTruthy();
        expect(payments.reversed).toEqual([41]);
      }
      await user.click(screen.getByRole('button', { name: 'Ny innbetaling' }));
      expect((screen.getByRole('textbox', { name: 'Beløp' }) as HTMLInputElement).value).toBe('');
      cleanup();
    }
  });
});
