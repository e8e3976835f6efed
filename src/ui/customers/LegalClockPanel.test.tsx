import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceLegalClock } from '../../application/ports/legalRules.port';
import { TOKENS } from '../../composition/tokens';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { fakeCustomerPages, INVOICE } from '../../../tests/support/fakeCustomerPages';
import { fakeLegalRules } from '../../../tests/support/fakeLegalRules';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { InvoicePage } from './InvoicePage';

const invoiceRoute = '/clients/:clientId/customers/:customerNr/invoices/:jourNo';
const text = (element: HTMLElement) => normalizeAmountText(element.textContent ?? '');

/** What the server's legal clock answers for a business debtor's invoice whose first reminder is due on 29.10.2026. */
const SECOND_REMINDER: InvoiceLegalClock = {
  today: '2026-11-28',
  step: 'REMINDER2',
  stepLabel: '2. purring',
  earliest: '2026-12-12',
  reason: 'Tidligst 12.12.2026: dagen etter fristen i forrige purring (11.12.2026), som er minst 14 dager',
  law: 'Nytt purregebyr bare etter at fristen i første purring på minst 14 dager er oversittet, og for høyst to purringer (inkassoforskriften § 1-3 første ledd).',
  fee: 3_500,
  interest: 1_234,
  compensation: 42_500,
  customerType: 'Business',
};

function renderInvoice(clock: InvoiceLegalClock | (() => Promise<InvoiceLegalClock>)) {
  renderPage(<InvoicePage />, {
    path: invoiceRoute,
    initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}`,
    bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages()), bind(TOKENS.LegalRules, fakeLegalRules({ today: '2026-11-28', clocks: { [INVOICE.id]: clock } }))],
  });
}

describe("the invoice page's legal clock (issue 42)", () => {
  it('says the next step, its earliest day, what may be charged then, why and by which paragraph', async () => {
    renderInvoice(SECOND_REMINDER);
    const panel = await screen.findByRole('region', { name: 'Neste trinn i innkrevingen' });
    const facts = Object.fromEntries((await within(panel).findAllByRole('term')).map((term) => [term.textContent, text(term.nextElementSibling as HTMLElement)]));
    expect(facts).toEqual({
      'Neste trinn': '2. purring',
      Tidligst: '12.12.2026',
      'Gebyr per 12.12.2026': '35,00 kr',
      'Forsinkelsesrente per 12.12.2026': '12,34 kr',
      'Standardkompensasjon per 12.12.2026': '425,00 kr',
      Skyldner: 'Næringsdrivende',
    });
    expect(within(panel).getByText(SECOND_REMINDER.reason)).toBeTruthy();
    expect(within(panel).getByText(`Hjemmel: ${SECOND_REMINDER.law}`)).toBeTruthy();
  });

  it('says why no step is next, and asks no compensation of a consumer', async () => {
    renderInvoice({ ...SECOND_REMINDER, step: null, stepLabel: null, earliest: null, reason: 'En purring venter på godkjenning.', law: '', fee: 0, interest: 0, compensation: 0, customerType: 'Retail' });
    const panel = await screen.findByRole('region', { name: 'Neste trinn i innkrevingen' });
    expect((await within(panel).findAllByRole('term')).map((term) => term.textContent)).toEqual(['Neste trinn', 'Skyldner']);
    expect(text(panel)).toContain('Ingen');
    expect(text(panel)).toContain('Forbruker');
    expect(text(panel)).toContain('En purring venter på godkjenning.');
    expect(text(panel)).not.toContain('Hjemmel');
  });

  it('loads after the invoice is painted and does not hold it; a failed read says so in the panel alone', async () => {
    let fail: (error: Error) => void = () => undefined;
    renderInvoice(() => new Promise<InvoiceLegalClock>((_, reject) => (fail = reject)));
    expect(await screen.findByRole('table', { name: 'Varelinjer' })).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Neste trinn i innkrevingen' });
    expect(within(panel).getByRole('status').textContent).toContain('Laster');
    fail(new Error('500'));
    expect(await within(panel).findByText('Feil under lasting av data')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Varelinjer' })).toBeTruthy();
  });
});
