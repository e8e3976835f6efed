import { describe, expect, it } from 'vitest';
import { PUBLISHED_RULE_ROWS } from '../reminders/lateCharges';
import { formatRuleValue, legalRuleIssues, missingRules, missingRuleText, RULE_TEXTS, ruleInForce, validUntil, type LegalRuleRow } from './legalRules';

const rows = PUBLISHED_RULE_ROWS;

describe('rule tables by date', () => {
  it('finds the row in force on a day, and when it ends', () => {
    const july2025 = ruleInForce(rows, 'LATE_INTEREST', '2025-08-01')!;
    expect(july2025).toMatchObject({ validFrom: '2025-07-01', value: 1225 });
    expect(validUntil(rows, july2025)).toBe('2025-12-31');
    expect(validUntil(rows, ruleInForce(rows, 'LATE_INTEREST', '2026-11-28')!)).toBeNull();
    expect(ruleInForce(rows, 'LATE_INTEREST', '2015-12-31')).toBeNull();
  });

  it('names the rows a period has begun without: the 2026-07-01 rate and compensation, the 2026 fee', () => {
    const missing = missingRules(rows, '2026-11-28');
    expect(missing.map((m) => [m.kind, m.from, m.lastKnown?.validFrom])).toEqual([
      ['LATE_INTEREST', '2026-07-01', '2026-01-01'],
      ['STANDARD_COMPENSATION', '2026-07-01', '2026-01-01'],
      ['REMINDER_FEE_CAP', '2026-01-01', '2025-01-01'],
    ]);
    expect(missingRuleText(missing[0]!)).toBe('Forsinkelsesrente fra 01.07.2026 mangler. Inntil den er lagt inn, brukes siste kjente verdi 12,00 % fra 01.01.2026.');
    // On 2026-06-30 the first half-year's rows are there; the fee of 2026 is still missing.
    expect(missingRules(rows, '2026-06-30').map((m) => m.kind)).toEqual(['REMINDER_FEE_CAP']);
    // A row added for the half-year takes its notice away.
    const added: LegalRuleRow = { id: 999, kind: 'LATE_INTEREST', validFrom: '2026-07-01', value: 1200, sourceText: 'Forskrift', sourceUrl: null };
    expect(missingRules([...rows, added], '2026-11-28').map((m) => m.kind)).not.toContain('LATE_INTEREST');
  });

  it("checks a new row: its period's first day, its range, a source, and no second row of the kind from one day", () => {
    const draft = { kind: 'LATE_INTEREST', validFrom: '2026-07-01', value: 1200, sourceText: 'FOR-2026-06-xx', sourceUrl: 'https://lovdata.no/x' };
    expect(legalRuleIssues(draft, rows)).toEqual({});
    const { sourceUrl, ...withoutLink } = draft;
    void sourceUrl;
    expect(legalRuleIssues(withoutLink, rows)).toEqual({});
    expect(legalRuleIssues({ ...draft, validFrom: '2026-07-02' }, rows)).toEqual({ validFrom: RULE_TEXTS.halfYearStart });
    for (const validFrom of ['0001-01-01', '1975-07-01', '2100-01-01', '9999-07-01']) {
      expect(legalRuleIssues({ ...draft, validFrom }, rows)).toEqual({ validFrom: RULE_TEXTS.dateOutsideRange });
    }
    expect(legalRuleIssues({ ...draft, validFrom: '2026-01-01' }, rows)).toEqual({ validFrom: RULE_TEXTS.overlap });
    expect(legalRuleIssues({ ...draft, value: 12.5 }, rows)).toEqual({ value: RULE_TEXTS.valueWhole });
    expect(legalRuleIssues({ ...draft, value: 60_000 }, rows)).toEqual({ value: RULE_TEXTS.valueOutOfRange });
    expect(legalRuleIssues({ ...draft, sourceText: '  ', sourceUrl: 'ftp://x' }, rows)).toEqual({ sourceText: RULE_TEXTS.sourceRequired, sourceUrl: RULE_TEXTS.sourceUrlInvalid });
    expect(legalRuleIssues({ ...draft, kind: 'VAT' }, rows)).toEqual({ kind: RULE_TEXTS.kindUnknown });
    // A correction of the 2026-01-01 row may keep its own date.
    const own = ruleInForce(rows, 'LATE_INTEREST', '2026-01-01')!;
    expect(legalRuleIssues({ ...draft, validFrom: '2026-01-01' }, rows, own.id)).toEqual({});
    // A fee cap may start on any day (35 kr from 2020-10-01).
    expect(legalRuleIssues({ ...draft, kind: 'REMINDER_FEE_CAP', validFrom: '2026-03-15', value: 3750 }, rows)).toEqual({});
  });

  it('shows values in their units', () => {
    expect(formatRuleValue('LATE_INTEREST', 1225)).toBe('12,25 %');
    expect(formatRuleValue('REMINDER_FEE_CAP', 3500).replace(/\s/g, ' ')).toBe('35,00 kr');
    expect(formatRuleValue('MIN_DAYS_BETWEEN_STEPS', 14)).toBe('14 dager');
  });
});
