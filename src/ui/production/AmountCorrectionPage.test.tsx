import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import type { AmountCorrectionPort, AmountCorrectionView } from '../../application/ports/amountCorrection.port';
import { TOKENS } from '../../composition/tokens';
import { AmountCorrectionPage } from './AmountCorrectionPage';

const PARAMS = 'prodId=3&entryId=11&customerId=9011&jourNr=6001';

/** A failed invoice whose stored total is 3 kr above its VAT summary (1 250 + 575 kr), and whose lines add up to the summary. */
function failedEntry(): AmountCorrectionView {
  return {
    entryId: 11,
    batchId: 3,
    clientId: 1001,
    clientName: 'Fjord Rør AS',
    type: 'INVOICE',
    status: 'FAILED',
    statusText: 'Beløpet stemmer ikke med MVA-summen',
    jourNr: 6001,
    jourDate: '2026-11-20',
    dueDate: '2026-12-04',
    regEntryId: 77,
    invoiceId: null,
    customer: { id: 9011, nr: 11, name: 'Kari Nordmann', addressLine1: 'Storgata 1', addressLine2: null, postNo: '0155', cityName: 'Oslo', email: 'kari@eksempel.no', phoneNo: null, orgNo: null },
    stored: { amountIncTax: 182800, amountExTax: 150000, taxAmount: 32800, rounding: 0 },
    taxSummary: [
      { taxCode: 3, taxPercent: 25, accountNumber: '3000', amountExTax: 100000, taxAmount: 25000, amountIncTax: 125000 },
      { taxCode: 31, taxPercent: 15, accountNumber: '3010', amountExTax: 50000, taxAmount: 7500, amountIncTax: 57500 },
    ],
    lines: [
      { lineNumber: 1, lineType: 'PRODUCT', text: 'Rørlegging', quantity: 2, unitPrice: 50000, taxPercent: 25, amountExTax: 100000, amountIncTax: 125000 },
      { lineNumber: 2, lineType: 'PRODUCT', text: 'Mat', quantity: 1, unitPrice: 50000, taxPercent: 15, amountExTax: 50000, amountIncTax: 57500 },
    ],
  };
}

function fakePort(view: AmountCorrectionView | null, { failCopy = false } = {}) {
  let current = view;
  const port: AmountCorrectionPort & { copies: unknown[] } = {
    copies: [],
    view: (entryId) => readOf('service', `production-entry/${entryId}/amount-correction`, () => current),
    async copyFromTaxSummary(entry) {
      port.copies.push(entry);
      if (failCopy) throw new Error('500');
      current = current && { ...current, stored: { ...current.stored, amountIncTax: 182500, taxAmount: 32500 } };
    },
  };
  return port;
}

async function renderCorrection(search: string, port: AmountCorrectionPort, roles: string[] = ['Technical']) {
  return renderPage(<AmountCorrectionPage />, {
    path: '/failed/amount-correction',
    initialEntry: `/failed/amount-correction?${search}`,
    bindings: [bind(TOKENS.AmountCorrection, port), bind(TOKENS.Session, await signedInSession(roles))],
  });
}

describe('/failed/amount-correction', () => {
  it("says 'Mangler data' without the numbers", async () => {
    await renderCorrection('prodId=3&entryId=11&type=INVOICE', fakePort(failedEntry()));
    expect(await screen.findByText('Mangler data')).toBeTruthy();
  });

  it("says 'Ukjent type' for a type that is neither INVOICE nor CREDITNOTE", async () => {
    await renderCorrection(`${PARAMS}&type=REMINDER`, fakePort(failedEntry()));
    expect(await screen.findByText('Ukjent type')).toBeTruthy();
  });

  it('shows the status text, the customer card, the VAT summary per account and the lines', async () => {
    await renderCorrection(`${PARAMS}&type=INVOICE`, fakePort(failedEntry()));
    expect(await screen.findByText('Beløpet stemmer ikke med MVA-summen')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Faktura 6001, 1001 Fjord Rør AS' })).toBeTruthy();
    expect(screen.getByText('Kari Nordmann')).toBeTruthy();
    const summary = screen.getByRole('table', { name: 'MVA-sum per konto' });
    expect(within(summary).getAllByRole('row')[1]!.textContent).toContain('3000');
    expect(within(screen.getByRole('table', { name: 'Varelinjer' })).getByText('Rørlegging')).toBeTruthy();
  });

  it('marks the stored total that does not match, its tooltip giving both differences', async () => {
    await renderCorrection(`${PARAMS}&type=INVOICE`, fakePort(failedEntry()));
    const amounts = await screen.findByRole('table', { name: 'Beløp' });
    const stored = within(amounts).getByRole('row', { name: /Lagret beløp/ });
    const marked = within(stored).getByLabelText(/Avvik mot MVA-sum: 3,00\. Avvik mot lagret total/);
    expect(marked.textContent).toBe('1\u00A0828,00');
    const calculated = within(amounts).getByRole('row', { name: /Beregnet sum/ });
    expect(within(calculated).getByLabelText(/Avvik mot MVA-sum: 0,00\. Avvik mot lagret total: 3,00/)).toBeTruthy();
  });

  it('copies from the tax summary (Technical), after which the amounts agree', async () => {
    const port = fakePort(failedEntry());
    await renderCorrection(`${PARAMS}&type=INVOICE`, port);
    await userEvent.click(await screen.findByRole('button', { name: 'Kopier fra MVA-sum' }));
    await waitFor(() => expect(port.copies).toEqual([expect.objectContaining({ clientId: 1001, regEntryId: 77 })]));
    expect(await screen.findByText('Beløpene stemmer')).toBeTruthy();
  });

  it("says 'En feil oppstod' when the copy fails", async () => {
    await renderCorrection(`${PARAMS}&type=INVOICE`, fakePort(failedEntry(), { failCopy: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Kopier fra MVA-sum' }));
    expect((await screen.findByRole('alert')).textContent).toContain('En feil oppstod');
  });

  it("tells an officer without the Technical role 'Du har ikke tillatelse til å se denne siden', reading nothing", async () => {
    const port = fakePort(failedEntry());
    let reads = 0;
    const counting: AmountCorrectionPort = { ...port, view: (entryId) => (reads++, port.view(entryId)) };
    await renderCorrection(`${PARAMS}&type=INVOICE`, counting, ['Executive']);
    expect(await screen.findByText('Du har ikke tillatelse til å se denne siden')).toBeTruthy();
    expect(screen.queryByText('En feil oppstod')).toBeNull();
    expect(screen.queryByText('Kari Nordmann')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kopier fra MVA-sum' })).toBeNull();
    expect(reads).toBe(0);
  });

  it("writes quantities and percentages in nb-NO: '−0,5', not '-0.5'", async () => {
    const entry = failedEntry();
    const credited = { ...entry, lines: [{ ...entry.lines[0]!, quantity: -0.5, taxPercent: 12.5 }] };
    await renderCorrection(`${PARAMS}&type=INVOICE`, fakePort(credited));
    const lines = await screen.findByRole('table', { name: 'Varelinjer' });
    const cells = within(within(lines).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('\u22120,5');
    expect(cells).toContain('12,5');
    expect(cells.some((text) => text?.includes('-0.5'))).toBe(false);
  });

  it('says the entry was not found when the server has none', async () => {
    await renderCorrection(`${PARAMS}&type=CREDITNOTE`, fakePort(null));
    expect(await screen.findByText('Oppføringen ble ikke funnet')).toBeTruthy();
  });
});
