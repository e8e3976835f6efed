import { ApiFailure } from '../../src/adapters/http/shared/answer';
import type { InvoiceLegalClock, LegalRule, LegalRuleInput, LegalRulesPort, VatRateInput } from '../../src/application/ports/legalRules.port';
import { PUBLISHED_RULE_ROWS } from '../../src/domain/reminders/lateCharges';
import { legalRuleIssues, missingRules, missingRuleText, validUntil, type LegalRuleRow } from '../../src/domain/rules/legalRules';
import { planVatRate, type VatRateRow } from '../../src/domain/vat/vatRateTable';
import { readOf } from './pageHarness';

export interface FakeLegalRulesOptions {
  /** The day the "server" names the missing rows on. */
  readonly today: string;
  /** Reasons only the server gives (beside the domain's), by field. */
  readonly serverRefuses?: (input: LegalRuleInput) => Partial<Record<string, string>>;
  /** The same for a VAT rate row. */
  readonly vatServerRefuses?: (input: VatRateInput) => Partial<Record<string, string>>;
  /** The legal clock of each invoice by id; none (404) for the others. */
  readonly clocks?: Readonly<Record<number, InvoiceLegalClock | (() => Promise<InvoiceLegalClock>)>>;
}

const LAW_URL = 'https://lovdata.no/lov/2009-06-19-58';
/** A few VAT rows as the seed has them: the low rate's temporary 6 % and its open 12 %, and the general rate. */
const VAT_ROWS: readonly VatRateRow[] = [
  { id: 1, taxCode: 3, percent: 25, validFrom: '2005-01-01', validTo: null, description: 'Utgående mva, alminnelig sats', sourceText: 'Merverdiavgiftsloven § 5-1', sourceUrl: LAW_URL },
  { id: 5, taxCode: 33, percent: 6, validFrom: '2020-04-01', validTo: '2021-10-01', description: 'Utgående mva, lav sats (midlertidig)', sourceText: 'Stortingets vedtak (midlertidig)', sourceUrl: null },
  { id: 6, taxCode: 33, percent: 12, validFrom: '2021-10-01', validTo: null, description: 'Utgående mva, lav sats', sourceText: 'Merverdiavgiftsloven §§ 5-3 til 5-5', sourceUrl: LAW_URL },
];

/**
 * The rule tables in memory, started from the published figures and checked by the domain's rule as the server
 * checks them (refusals as 400 with their reasons by field), for UI tests.
 */
export function fakeLegalRules({ today, serverRefuses = () => ({}), vatServerRefuses = () => ({}), clocks = {} }: FakeLegalRulesOptions): LegalRulesPort & { rows: LegalRuleRow[]; vatRows: VatRateRow[] } {
  const rows: LegalRuleRow[] = PUBLISHED_RULE_ROWS.map((row) => ({ ...row }));
  const vatRows: VatRateRow[] = VAT_ROWS.map((row) => ({ ...row }));
  let nextId = 1000;
  const refuse = (issues: Partial<Record<string, string>>) => {
    const fieldErrors = Object.entries(issues).map(([field, message]) => ({ path: `body.${field}`, message: message! }));
    if (fieldErrors.length > 0) throw new ApiFailure(400, fieldErrors[0]!.message, fieldErrors);
  };
  const saveVat = (input: VatRateInput, id: number | null): VatRateRow => {
    const { issues, closes } = planVatRate(input, vatRows, id);
    refuse({ ...issues, ...vatServerRefuses(input) });
    if (closes) vatRows.splice(vatRows.indexOf(vatRows.find((r) => r.id === closes.id)!), 1, { ...closes, validTo: input.validFrom });
    const row = { ...input, id: id ?? nextId++ };
    if (id === null) vatRows.push(row);
    else vatRows.splice(vatRows.findIndex((r) => r.id === id), 1, row);
    return row;
  };
  const save = (input: LegalRuleInput, id: number | null): LegalRule => {
    refuse({ ...legalRuleIssues(input, rows, id), ...serverRefuses(input) });
    const row = { ...input, id: id ?? nextId++ };
    if (id === null) rows.push(row);
    else rows.splice(rows.findIndex((r) => r.id === id), 1, row);
    return { ...row, validUntil: validUntil(rows, row) };
  };
  return {
    rows,
    vatRows,
    vatRates: () => readOf('service', 'settings/vat-rates', () => vatRows.map((row) => ({ ...row }))),
    addVatRate: async (input) => saveVat(input, null),
    correctVatRate: async (id, input) => saveVat(input, id),
    tables: () =>
      readOf('service', 'settings/legal-rules', () => ({
        rules: rows.map((row) => ({ ...row, validUntil: validUntil(rows, row) })),
        missing: missingRules(rows, today).map((m) => ({
          kind: m.kind, from: m.from, text: missingRuleText(m), lastKnownValue: m.lastKnown?.value ?? null, lastKnownFrom: m.lastKnown?.validFrom ?? null,
        })),
      })),
    add: async (input) => save(input, null),
    correct: async (id, input) => save(input, id),
    invoiceClock: (invoiceId) =>
      readOf('service', `Invoice/${invoiceId}/LegalClock`, async () => {
        const clock = clocks[invoiceId];
        return clock === undefined ? null : typeof clock === 'function' ? clock() : clock;
      }),
  };
}
