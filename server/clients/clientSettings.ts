import type { Queryable } from '../db/database';

/** The contract's ClientSettingsUpdate: each panel's fields that change, the others kept. */
export interface ClientSettingsUpdate {
  readonly production?: { readonly prodInvoicePdf?: boolean; readonly paymentForm?: string; readonly newBankAccount?: string | null };
  readonly reminder?: { readonly remindersOnEmail?: boolean; readonly collectionNotesOnEmail?: boolean; readonly approveReminders?: boolean };
  readonly debtCollection?: { readonly receiptForCasesSent?: boolean; readonly receiptEmail?: string | null };
  readonly report?: { readonly useHtmlEmail?: boolean };
}

/** A client's settings as the contract's ClientSettings (part 2 §3.2), the read-only ones included; null for a client without a settings row. */
export async function clientSettings(db: Queryable, clientId: number) {
  const [row] = await db.query<{ settings: Record<string, unknown> }>(
    `SELECT json_build_object(
              'production', json_build_object('prodInvoicePdf', s.prod_invoice_pdf, 'paymentForm', s.payment_form, 'newBankAccount', s.new_bank_account),
              'reminder', json_build_object('remindersOnEmail', s.reminders_on_email, 'collectionNotesOnEmail', s.collection_notes_on_email,
                                            'approveReminders', s.approve_reminders),
              'debtCollection', json_build_object('receiptForCasesSent', s.receipt_for_cases_sent, 'receiptEmail', s.receipt_email),
              'report', json_build_object('useHtmlEmail', s.use_html_email),
              'readOnly', json_build_object('useInvoiceKid', s.use_invoice_kid, 'dueDays', s.due_days, 'shipmentType', s.shipment_type,
                                            'reminderDays', s.reminder_days, 'reminder2', s.reminder2,
                                            'inkassoDays', s.inkasso_days, 'daysReadyCollect', s.days_ready_collect, 'agencyId', s.agency_id, 'agencyName', (SELECT a.name FROM collection_agency a WHERE a.id = s.agency_id),
                                            'autoInkasso', s.auto_inkasso, 'customerNrAtAgency', s.customer_nr_at_agency)) AS settings
       FROM client_settings s WHERE s.client_id = $1`,
    [clientId],
  );
  return row?.settings ?? null;
}

/** Changes the fields the update names, in the caller's transaction (a client without settings gets the defaults first). */
export async function updateClientSettings(tx: Queryable, clientId: number, update: ClientSettingsUpdate): Promise<void> {
  const columns: Array<[string, unknown]> = [];
  const set = (column: string, value: unknown) => value !== undefined && columns.push([column, value]);
  set('prod_invoice_pdf', update.production?.prodInvoicePdf);
  set('payment_form', update.production?.paymentForm);
  set('new_bank_account', update.production?.newBankAccount);
  set('reminders_on_email', update.reminder?.remindersOnEmail);
  set('collection_notes_on_email', update.reminder?.collectionNotesOnEmail);
  set('approve_reminders', update.reminder?.approveReminders);
  set('receipt_for_cases_sent', update.debtCollection?.receiptForCasesSent);
  set('receipt_email', update.debtCollection?.receiptEmail);
  set('use_html_email', update.report?.useHtmlEmail);
  await tx.query('INSERT INTO client_settings (client_id) VALUES ($1) ON CONFLICT (client_id) DO NOTHING', [clientId]);
  if (columns.length === 0) return;
  await tx.query(
    `UPDATE client_settings SET ${columns.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE client_id = $1`,
    [clientId, ...columns.map(([, value]) => value)],
  );
}

export interface SoftReminderUpdate {
  readonly isEnabled: boolean;
  readonly sendOnDay: number;
  readonly sendOnEmail: boolean;
  readonly sendOnSMS: boolean;
}

const SOFT_REMINDER_COLUMNS = `client_id AS "clientId", created_date AS "createdDate", is_enabled AS "isEnabled", send_on_day AS "sendOnDay",
  send_on_email AS "sendOnEmail", send_on_sms AS "sendOnSMS", email_reminder_text AS "emailReminderText", sms_reminder_text AS "smsReminderText"`;

/** The client's soft payment reminder setup; a client that never had one answers the table's defaults (off, day 5, by e-mail). */
export async function softReminderSetup(db: Queryable, clientId: number) {
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${SOFT_REMINDER_COLUMNS} FROM client_soft_reminder_setup WHERE client_id = $1`, [clientId]);
  return row ?? { clientId, createdDate: null, isEnabled: false, sendOnDay: 5, sendOnEmail: true, sendOnSMS: false, emailReminderText: null, smsReminderText: null };
}

export async function saveSoftReminderSetup(tx: Queryable, clientId: number, setup: SoftReminderUpdate, now: Date) {
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO client_soft_reminder_setup (client_id, created_date, is_enabled, send_on_day, send_on_email, send_on_sms)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (client_id) DO UPDATE SET is_enabled = EXCLUDED.is_enabled, send_on_day = EXCLUDED.send_on_day,
                                           send_on_email = EXCLUDED.send_on_email, send_on_sms = EXCLUDED.send_on_sms
     RETURNING ${SOFT_REMINDER_COLUMNS}`,
    [clientId, now, setup.isEnabled, setup.sendOnDay, setup.sendOnEmail, setup.sendOnSMS],
  );
  return row!;
}

/** The legacy PUT Client/{id}/ProdSettings body: the Produksjon panel's three fields as yes or no. */
export interface LegacyProdSettings {
  readonly prodInvoicePdf?: boolean;
  readonly paymentForm?: boolean;
  readonly newBankAccount?: boolean;
}

export const NO_NEW_BANK_ACCOUNT_MESSAGE = 'Klienten har ikke registrert noe nytt kontonummer';

/**
 * The legacy production settings (part 2 §7.3) as the settings of today, from the client's stored ones:
 * paymentForm yes keeps the giro form chosen (GIRO when it was NONE), no is NONE; newBankAccount yes keeps
 * the registered new account (there must be one: the yes/no cannot carry a number), no removes it.
 * Answers the update, or a refusal naming the field.
 */
export function productionUpdateFromLegacy(
  current: { readonly paymentForm: string; readonly newBankAccount: string | null },
  legacy: LegacyProdSettings,
): { ok: true; update: NonNullable<ClientSettingsUpdate['production']> } | { ok: false; field: string; message: string } {
  if (legacy.newBankAccount === true && current.newBankAccount === null) {
    return { ok: false, field: 'settings.newBankAccount', message: NO_NEW_BANK_ACCOUNT_MESSAGE };
  }
  return {
    ok: true,
    update: {
      ...(legacy.prodInvoicePdf !== undefined && { prodInvoicePdf: legacy.prodInvoicePdf }),
      ...(legacy.paymentForm !== undefined && { paymentForm: legacy.paymentForm ? (current.paymentForm === 'NONE' ? 'GIRO' : current.paymentForm) : 'NONE' }),
      ...(legacy.newBankAccount === false && { newBankAccount: null }),
    },
  };
}

/** The stored production settings the legacy update starts from, locked for the change (the defaults for a client without a row). */
export async function lockedProductionSettings(tx: Queryable, clientId: number): Promise<{ paymentForm: string; newBankAccount: string | null }> {
  await tx.query('INSERT INTO client_settings (client_id) VALUES ($1) ON CONFLICT (client_id) DO NOTHING', [clientId]);
  const [row] = await tx.query<{ paymentForm: string; newBankAccount: string | null }>(
    'SELECT payment_form AS "paymentForm", new_bank_account AS "newBankAccount" FROM client_settings WHERE client_id = $1 FOR UPDATE',
    [clientId],
  );
  return row!;
}
