import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { FileSaverPort } from '../../application/ports/fileSaver.port';
import type { UnmatchedPaymentDetail, UnmatchedPaymentsPort } from '../../application/ports/unmatchedPayments.port';
import { TOKENS } from '../../composition/tokens';
import { LOAD_FAILED_MESSAGE } from '../common/ReadStates';
import { ALLOCATION_OVER_AMOUNT, RETURN_ACCOUNT_INVALID, UNMATCHED_TEXTS as T } from '../../domain/payment/unmatchedPayments';
import { UnmatchedPaymentsPage } from './UnmatchedPaymentsPage';

const candidate = (invoiceId: number, invoiceNumber: number, rest: number) => ({
  invoiceId, clientId: 1952, customerId: 7, customerNumber: 30001, customerName: 'Kari Kunde', invoiceNumber, kid: `00195200${invoiceNumber}`,
  dueDate: '2026-11-01', restAmount: rest, rest: { invoicePart: rest, interestPart: 0, feePart: 0 }, score: 50, reasons: ['Samme kundenummer i KID'],
});

function payment(id: number, amount: number, payerName: string): UnmatchedPaymentDetail {
  return {
    id, source: 'OCR', clientId: 1952, clientName: 'Klient AS', amount, bankDate: '2026-11-20', kid: '0019529999999', payerName, payerAccount: '12345678903',
    freeText: null, reason: 'Ingen åpen faktura har denne KID-en', receivedTime: '2026-11-20T08:00:00Z', status: 'OPEN', resolvedTime: null, resolvedBy: null,
    returnFileName: null, candidates: [candidate(101, 700001, 60_000), candidate(102, 700002, 60_000)],
  };
}

/** The workbench in memory: allocating or returning resolves the payment as the server does. */
function fakeWorkbench(options: { failList?: boolean } = {}) {
  const payments = [payment(1, 100_000, 'Ola Nordmann'), payment(2, 5_000, 'Per Betaler')];
  const calls: { allocations: unknown[]; returns: unknown[]; keys: string[] } = { allocations: [], returns: [], keys: [] };
  const port: UnmatchedPaymentsPort = {
    list: (status) =>
      readOf('legacy', 'Payment/Unmatched', () => {
        if (options.failList) throw new Error('500');
        return payments.filter((p) => (status === 'OPEN') === (p.status === 'OPEN'));
      }, { status }),
    detail: (id) => readOf('legacy', `Payment/Unmatched/${id}`, () => payments.find((p) => p.id === id) ?? null),
    async allocate(id, key, allocations) {
      calls.allocations.push(allocations);
      calls.keys.push(key);
      const n = payments.findIndex((p) => p.id === id);
      payments[n] = { ...payments[n]!, status: 'ALLOCATED', resolvedBy: 'Sara Saksbehandler', candidates: [] };
      return { credit: 0, settledInvoiceIds: [] };
    },
    async returnPayment(id, key, request) {
      calls.returns.push(request);
      const n = payments.findIndex((p) => p.id === id);
      payments[n] = { ...payments[n]!, status: 'RETURNED', returnFileName: 'RETUR-1.xml', candidates: [] };
      return { fileName: 'RETUR-1.xml' };
    },
    downloadReturnFile: async () => ({ fileName: 'RETUR-1.xml', content: new Blob(['<Document/>']) }),
  };
  return { port, calls, payments };
}

async function render(port: UnmatchedPaymentsPort, roles: string[] = [], initialEntry = '/register-payment/unmatched') {
  const saved: string[] = [];
  const fileSaver: FileSaverPort = { saveText: () => undefined, saveBlob: (name) => saved.push(name) };
  const page = renderPage(<UnmatchedPaymentsPage />, {
    path: '/register-payment/unmatched',
    initialEntry,
    bindings: [bind(TOKENS.Session, await signedInSession(roles)), bind(TOKENS.UnmatchedPayments, port), bind(TOKENS.FileSaver, fileSaver)],
  });
  return { ...page, saved };
}

describe('/register-payment/unmatched (issue 45)', () => {
  it('lists the open payments; arrow keys move through them and the choice goes in the address', async () => {
    const { location } = await render(fakeWorkbench().port);
    const user = userEvent.setup();
    const first = await screen.findByRole('row', { name: /Innbetaling 1\s000,00 kr 20\.11\.2026 fra Ola Nordmann/ });
    first.focus();
    await user.keyboard('{Enter}');
    expect(location().search).toContain('id=1');
    expect(await screen.findByRole('heading', { level: 2, name: /1\s000,00 kr – Åpen/ })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(location().search).toContain('id=2'));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Per Betaler/);
  });

  it('splits a payment over two invoices, refusing more than was paid, and shows it allocated', async () => {
    const workbench = fakeWorkbench();
    await render(workbench.port, [], '/register-payment/unmatched?id=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Velg faktura 700001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Velg faktura 700002' }));
    // The second is offered what the first left: 400,00 of 1 000,00.
    expect((screen.getByRole('textbox', { name: 'Beløp til faktura 700002' }) as HTMLInputElement).value).toBe('400,00');
    const second = screen.getByRole('textbox', { name: 'Beløp til faktura 700002' });
    await user.clear(second);
    await user.type(second, '500');
    expect(screen.getByText(ALLOCATION_OVER_AMOUNT)).toBeTruthy();
    expect((screen.getByRole('button', { name: T.allocate }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(second);
    await user.type(second, '300');
    await user.click(screen.getByRole('button', { name: T.allocate }));
    expect(await screen.findByText(new RegExp(T.allocated))).toBeTruthy();
    expect(workbench.calls.allocations).toEqual([[
      { invoiceId: 101, allocated: { invoicePart: 60_000, interestPart: 0, feePart: 0 } },
      { invoiceId: 102, allocated: { invoicePart: 30_000, interestPart: 0, feePart: 0 } },
    ]]);
  });

  it('returns the money (Executive), checking the account first, then offers the pain.001 file', async () => {
    const workbench = fakeWorkbench();
    const { saved } = await render(workbench.port, ['Executive'], '/register-payment/unmatched?id=2');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: T.returnHeading });
    const account = within(form).getByRole('textbox', { name: /Kontonummer/ });
    await user.clear(account);
    await user.type(account, '1234.56.78904');
    await user.click(within(form).getByRole('button', { name: T.returnMoney }));
    expect(await within(form).findByText(RETURN_ACCOUNT_INVALID)).toBeTruthy();
    expect(workbench.calls.returns).toEqual([]);
    await user.clear(account);
    await user.type(account, '1234.56.78903');
    await user.click(within(form).getByRole('button', { name: T.returnMoney }));
    await user.click(await screen.findByRole('button', { name: T.downloadReturn }));
    expect(saved).toEqual(['RETUR-1.xml']);
    expect(workbench.calls.returns).toEqual([expect.objectContaining({ creditorName: 'Per Betaler', creditorAccount: '12345678903' })]);
  });

  it('does not offer a return to an officer without the role', async () => {
    await render(fakeWorkbench().port, [], '/register-payment/unmatched?id=2');
    expect(await screen.findByText(T.returnOnlyForRoles)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.returnMoney })).toBeNull();
  });

  it('says when there is nothing', async () => {
    await render(fakeWorkbench().port, [], '/register-payment/unmatched?status=RESOLVED');
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });

  it('says when the list cannot be read', async () => {
    await render(fakeWorkbench({ failList: true }).port);
    expect(await screen.findByText(LOAD_FAILED_MESSAGE)).toBeTruthy();
  });
});
