import { lateChargeRulesFrom } from '../../src/domain/reminders/lateCharges';
import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import type { Queryable } from '../db/database';
import { readLegalRules } from '../rules/legalRuleTables';
import { judgeCandidates, readCandidates } from './reminderCandidates';

/**
 * GET reminders/preview (issue 42): what the run of `runDate` would make, computed by the run's own reads and
 * rules (readCandidates, judgeCandidates) without writing anything: the clients not yet run that day, each with its
 * reminders by step and shipment, their fees, interest and sums, and the stopped ones with their reasons. The notes
 * say which rows were missing for the periods charged (the last known value was used).
 */
export async function previewReminders(db: Queryable, runDate: string) {
  const legalRows = await readLegalRules(db);
  const rules = lateChargeRulesFrom(legalRows);
  const clients = await db.query<{ id: number; name: string; run: boolean }>(
    `SELECT c.id, c.name, EXISTS (SELECT 1 FROM reminder_run r WHERE r.run_date = $1::date AND r.client_id = c.id) AS run
       FROM client c WHERE c.is_active ORDER BY c.id`,
    [runDate],
  );
  const open = clients.filter((c) => !c.run);
  const { stopped, reminded } = judgeCandidates(await readCandidates(db, runDate, open.map((c) => c.id)), runDate, rules, legalRows);
  const perClient = new Map(
    open.map((c) => [c.id, {
      clientId: c.id, clientName: c.name, reminders: { REMINDER1: 0, REMINDER2: 0 }, shipments: { PAPER: 0, EMAIL: 0, EFAKTURA: 0 },
      fee: 0, interest: 0, sum: 0, stopped: [] as { invoiceNr: number; customerNr: number; customerName: string; reminderType: string; reason: string }[],
    }]),
  );
  const notes = new Set<string>();
  let fee = 0;
  let interest = 0;
  for (const { row, charge } of reminded) {
    const client = perClient.get(row.client_id)!;
    client.reminders[row.reminder_type] += 1;
    client.shipments[row.shipment_type] += 1;
    client.fee += charge.fee;
    client.interest += charge.interest.total;
    client.sum += charge.sum;
    fee += charge.fee;
    interest += charge.interest.total;
    for (const note of charge.notes) notes.add(note);
  }
  for (const row of stopped) {
    perClient.get(row.client_id)!.stopped.push({
      invoiceNr: row.jour_nr, customerNr: row.customer_nr, customerName: row.customer_name, reminderType: row.reminder_type, reason: row.stop_reason!,
    });
  }
  const shown = [...perClient.values()]
    .filter((c) => c.reminders.REMINDER1 + c.reminders.REMINDER2 + c.stopped.length > 0)
    .map((c) => ({ ...c, fee: apiDecimalFromOre(c.fee), interest: apiDecimalFromOre(c.interest), sum: apiDecimalFromOre(c.sum) }));
  return {
    runDate,
    clientsRun: clients.length - open.length,
    clients: shown,
    reminders: reminded.length,
    stopped: stopped.length,
    fee: apiDecimalFromOre(fee),
    interest: apiDecimalFromOre(interest),
    notes: [...notes],
  };
}
