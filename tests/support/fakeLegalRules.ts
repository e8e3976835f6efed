import { ApiFailure } from '../../src/adapters/http/shared/answer';
import type { InvoiceLegalClock, LegalRule, LegalRuleInput, LegalRulesPort } from '../../src/application/ports/legalRules.port';
import { PUBLISHED_RULE_ROWS } from '../../src/domain/reminders/lateCharges';
import { legalRuleIssues, missingRules, missingRuleText, validUntil, type LegalRuleRow } from '../../src/domain/rules/legalRules';
import { readOf } from './pageHarness';

export interface FakeLegalRulesOptions {
  /** The day the "server" names the missing rows on. */
  readonly today: string;
  /** Reasons only the server gives (beside the domain's), by field. */
  readonly serverRefuses?: (input: LegalRuleInput) => Partial<Record<string, string>>;
  /** The legal clock of each invoice by id; none (404) for the others. */
  readonly clocks?: Readonly<Record<number, InvoiceLegalClock | (() => Promise<InvoiceLegalClock>)>>;
}

/**
 * The rule tables in memory, started from the published figures and checked by the domain's rule as the server
 * checks them (refusals as 400 with their reasons by field), for UI tests.
 */
export function fakeLegalRules({ today, serverRefuses = () => ({}), clocks = {} }: FakeLegalRulesOptions): LegalRulesPort & { rows: LegalRuleRow[] } {
  const rows: LegalRuleRow[] = PUBLISHED_RULE_ROWS.map((row) => ({ ...row }));
  let nextId = 1000;
  const save = (input: LegalRuleInput, id: number | null): LegalRule => {
    const issues = { ...legalRuleIssues(input, rows, id), ...serverRefuses(input) };
    const fieldErrors = Object.entries(issues).map(([field, message]) => ({ path: `body.${field}`, message: message! }));
    if (fieldErrors.length > 0) throw new ApiFailure(400, fieldErrors[0]!.message, fieldErrors);
    const row = { ...input, id: id ?? nextId++ };
    if (id === null) rows.push(row);
    else rows.splice(rows.findIndex((r) => r.id === id), 1, row);
    return { ...row, validUntil: validUntil(rows, row) };
  };
  return {
    rows,
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
