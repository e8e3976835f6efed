import { lateChargeRulesFrom } from '../../src/domain/reminders/lateCharges';
import { legalClock, STEP_LABELS, type LegalStep } from '../../src/domain/reminders/legalClock';
import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';
import { inBases } from '../customers/customerSql';
import { chargeBasisColumns } from '../reminders/reminderCharges';
import { claimFactsColumns, claimFactsOf, type ClaimFactsRow } from '../reminders/reminderCandidates';
import { readLegalRules } from './legalRuleTables';

/**
 * GET Invoice/{id}/LegalClock (issue 42): the invoice's next step as the legal clock sees it on `today`, read with
 * the same facts and rules as the reminder run. Null when the invoice is not of the officer's bases.
 */
export async function invoiceLegalClock(db: Queryable, bases: readonly number[], invoiceId: number, today: string) {
  const [row] = await db.query<ClaimFactsRow>(
    `SELECT to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.rest_amount_ore::float8 AS rest_amount_ore, i.invoice_part_ore::float8 AS invoice_part_ore,
            coalesce(s.days_reminder_b, 14) AS days_reminder_b, ${chargeBasisColumns('i')}, ${claimFactsColumns}
       FROM invoice i JOIN client c ON c.id = i.client_id JOIN customer cu ON cu.id = i.customer_id
       LEFT JOIN client_settings s ON s.client_id = i.client_id
      WHERE i.id = $1 AND i.type = 'INVOICE' AND ${inBases('c', '$2')}`,
    [invoiceId, bases],
  );
  if (!row) return null;
  const legalRows = await readLegalRules(db);
  const facts = claimFactsOf({ ...row, reminder_days: row.reminder_days ?? 14, reminder2: row.reminder2 ?? false });
  const next: LegalStep = legalClock(facts, lateChargeRulesFrom(legalRows), legalRows, today);
  return {
    today,
    step: next.step,
    stepLabel: next.step === null ? null : STEP_LABELS[next.step],
    earliest: next.earliest,
    reason: next.reason,
    law: next.law,
    fee: apiDecimalFromOre(next.fee),
    interest: apiDecimalFromOre(next.interest),
    compensation: apiDecimalFromOre(next.compensation),
    customerType: facts.customerType,
  };
}
