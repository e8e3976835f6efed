import { oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import { normalizeBankAccount } from '../../src/domain/identifiers/bankAccount';
import type { NewClientValues, PriceList, PriceShipmentType } from '../../src/domain/onboarding/newClient';
import type { Queryable } from '../db/database';

/** Client creation from the onboarding wizard (part 2 §2.10, §3.7, §7.5). */

/** One lock for every creation: the next free number and the idempotency check cannot race. */
const CLIENT_CREATION_LOCK_KEY = 7_151;

type PriceRows = readonly { shipmentType: PriceShipmentType; priceExTax: number }[];

/** The request body of POST clients (the contract's NewClient), already validated against the contract. */
export interface NewClientRequest {
  readonly idempotencyKey: string;
  readonly pendingId?: string;
  readonly officerId: number;
  readonly contractDate?: string;
  readonly company: {
    readonly name: string;
    readonly orgNo: string;
    readonly vatBound: boolean;
    readonly address: { addressLine1?: string; addressLine2?: string; postNo: string; cityName?: string; countryCode: string };
    readonly contactPerson?: string;
    readonly email?: string | null;
    readonly phoneNo?: string;
  };
  readonly bank: { readonly accountNo: string; readonly iban?: string; readonly bic?: string };
  readonly settings: Pick<
    NewClientValues,
    'creditDays' | 'daysReminder1' | 'daysReminder3' | 'daysReminderB' | 'daysDebtCollect' | 'prodInvoicePdf' | 'prodCreditnotePdf' | 'efakturaPriv' | 'dispatchInvoices'
  >;
  readonly debtCollection?: { readonly agencyId?: number | null; readonly autoCollect: boolean; readonly customerNumber?: string | null };
  readonly euFee?: {
    readonly isEnabled: boolean;
    readonly invoiceAmountLimit1?: number;
    readonly invoiceAmountLimit2?: number;
    readonly feeRate1?: number;
    readonly feeRate2?: number;
    readonly feeRate3?: number;
  };
  readonly subscription: { readonly billingInterval: 'Monthly' | 'Yearly'; readonly startDate?: string; readonly amount?: number };
  readonly prices?: {
    readonly invoice?: PriceRows;
    readonly rateInvoice?: PriceRows;
    readonly creditnote?: PriceRows;
    readonly reminder?: number;
    readonly sms?: number;
    readonly nyfakturaUser?: number;
  };
  readonly porto?: { readonly invoice?: PriceRows; readonly creditnote?: PriceRows; readonly reminder?: PriceRows };
}

const listOf = (rows: PriceRows | undefined): PriceList => Object.fromEntries((rows ?? []).map((row) => [row.shipmentType, row.priceExTax]));

/**
 * The request in the terms of the domain's rule, so the server checks exactly what the wizard checks.
 * Left-out values take part 2 §9's defaults, as the contract's defaults say.
 */
export function valuesOfRequest(request: NewClientRequest, today: string): NewClientValues {
  const { company, settings } = request;
  const eu = request.euFee;
  return {
    officerId: request.officerId,
    contractDate: request.contractDate ?? today,
    name: company.name,
    orgNo: company.orgNo,
    vatBound: company.vatBound,
    addressLine1: company.address.addressLine1 ?? '',
    addressLine2: company.address.addressLine2 ?? '',
    postNo: company.address.postNo,
    cityName: company.address.cityName ?? '',
    countryCode: company.address.countryCode,
    contactPerson: company.contactPerson ?? '',
    email: company.email ?? '',
    phoneNo: company.phoneNo ?? '',
    accountNo: request.bank.accountNo,
    iban: request.bank.iban ?? '',
    bic: request.bank.bic ?? '',
    ...settings,
    agencyId: request.debtCollection?.agencyId ?? null,
    autoCollect: request.debtCollection?.autoCollect ?? false,
    customerNumber: request.debtCollection?.customerNumber ?? '',
    euFeeEnabled: eu?.isEnabled ?? true,
    invoiceAmountLimit1: eu?.invoiceAmountLimit1 ?? 1000,
    invoiceAmountLimit2: eu?.invoiceAmountLimit2 ?? 5000,
    feeRate1: eu?.feeRate1 ?? 80,
    feeRate2: eu?.feeRate2 ?? 160,
    feeRate3: eu?.feeRate3 ?? 280,
    billingInterval: request.subscription.billingInterval,
    startDate: request.subscription.startDate ?? today,
    subscriptionAmount: request.subscription.amount ?? 0,
    invoicePrices: listOf(request.prices?.invoice),
    rateInvoicePrices: listOf(request.prices?.rateInvoice),
    creditnotePrices: listOf(request.prices?.creditnote),
    reminderPrice: request.prices?.reminder ?? 0,
    smsPrice: request.prices?.sms ?? 3.9,
    nyfakturaUserPrice: request.prices?.nyfakturaUser ?? 56,
    portoInvoice: listOf(request.porto?.invoice),
    portoCreditnote: listOf(request.porto?.creditnote),
  };
}

export type CreationOutcome =
  | { readonly kind: 'created' | 'repeated'; readonly clientId: number }
  | { readonly kind: 'noPending' }
  | { readonly kind: 'unknown'; readonly field: 'countryCode' | 'agencyId' };

/**
 * The next free number of a base: the one above the base's highest client (base × 1000 + 1 for an empty
 * base), or, when another base's client holds it, the first free one above that. Reads the (officer_id, id)
 * and id indexes only, so it stays cheap on the large data set.
 */
const NEXT_NUMBER_SQL = `
  WITH s AS (SELECT coalesce(max(id), $1 * 1000) + 1 AS start FROM client WHERE officer_id = $1)
  SELECT (CASE WHEN NOT EXISTS (SELECT 1 FROM client WHERE id = s.start) THEN s.start
               ELSE (SELECT min(c.id) + 1 FROM client c WHERE c.id >= s.start AND NOT EXISTS (SELECT 1 FROM client d WHERE d.id = c.id + 1))
          END)::int AS next
    FROM s`;

export async function nextClientNumbers(db: Queryable, bases: readonly number[]): Promise<{ base: number; clientId: number }[]> {
  const numbers: { base: number; clientId: number }[] = [];
  for (const base of [...bases].sort((a, b) => a - b)) {
    const [row] = await db.query<{ next: number }>(NEXT_NUMBER_SQL, [base]);
    numbers.push({ base, clientId: row!.next });
  }
  return numbers;
}

const priceRows = (category: string, list: PriceList) =>
  Object.entries(list).map(([shipmentType, price]) => ({ category, shipmentType, ore: oreFromApiDecimal(price) }));

/**
 * Creates the client, its settings, primary bank account, prices, subscription and agency link, and removes
 * the pending registration it came from, in the caller's transaction. Every check that reads the database is
 * made before the first write; a refusal returns before anything is written.
 */
export async function createClient(
  tx: Queryable,
  request: NewClientRequest,
  values: NewClientValues,
  context: { readonly officerId: number; readonly now: Date },
): Promise<CreationOutcome> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CLIENT_CREATION_LOCK_KEY]);
  const [earlier] = await tx.query<{ client_id: number }>('SELECT client_id FROM client_creation WHERE idempotency_key = $1', [request.idempotencyKey]);
  if (earlier) return { kind: 'repeated', clientId: earlier.client_id };
  if ((await tx.query('SELECT 1 FROM country WHERE code = $1', [values.countryCode])).length === 0) return { kind: 'unknown', field: 'countryCode' };
  if (values.agencyId !== null && (await tx.query('SELECT 1 FROM collection_agency WHERE id = $1', [values.agencyId])).length === 0) {
    return { kind: 'unknown', field: 'agencyId' };
  }
  const base = values.officerId!;
  const [numbered] = await tx.query<{ next: number }>(NEXT_NUMBER_SQL, [base]);
  if (request.pendingId !== undefined) {
    const removed = await tx.query('DELETE FROM pending_client_registration WHERE id = $1 RETURNING id', [request.pendingId]);
    if (removed.length === 0) return { kind: 'noPending' };
  }
  const id = numbered!.next;
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  await tx.query(
    `INSERT INTO client (id, name, contact_person, org_no, address_line1, address_line2, post_no, city_name, country_code, email, phone_no,
                         vat_bound, officer_id, contract_date, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [id, values.name.trim(), text(values.contactPerson), values.orgNo.replace(/\s/g, ''), text(values.addressLine1), text(values.addressLine2),
      values.postNo.trim(), text(values.cityName), values.countryCode, text(values.email), text(values.phoneNo), values.vatBound, base,
      values.contractDate, context.now],
  );
  const withAgency = values.agencyId !== null;
  await tx.query(
    `INSERT INTO client_settings (client_id, due_days, reminder_days, days_reminder3, days_reminder_b, inkasso_days,
                                  prod_invoice_pdf, prod_creditnote_pdf, efaktura_priv, dispatch_invoices,
                                  agency_id, auto_inkasso, customer_nr_at_agency,
                                  eu_fee_enabled, eu_fee_limit1_ore, eu_fee_limit2_ore, eu_fee_rate1_ore, eu_fee_rate2_ore, eu_fee_rate3_ore,
                                  billing_interval, subscription_start, subscription_amount_ore)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`,
    [id, values.creditDays, values.daysReminder1, values.daysReminder3, values.daysReminderB, values.daysDebtCollect,
      values.prodInvoicePdf, values.prodCreditnotePdf, values.efakturaPriv, values.dispatchInvoices,
      values.agencyId, withAgency && values.autoCollect, withAgency ? text(values.customerNumber) : null,
      values.euFeeEnabled, oreFromApiDecimal(values.invoiceAmountLimit1), oreFromApiDecimal(values.invoiceAmountLimit2),
      oreFromApiDecimal(values.feeRate1), oreFromApiDecimal(values.feeRate2), oreFromApiDecimal(values.feeRate3),
      values.billingInterval, values.startDate, oreFromApiDecimal(values.subscriptionAmount)],
  );
  await tx.query(
    `INSERT INTO client_bank_account (client_id, account_type, account_number, bic, iban, name) VALUES ($1, 'Primary', $2, $3, $4, $5)`,
    [id, normalizeBankAccount(values.accountNo), text(values.bic), text(values.iban), values.name.trim()],
  );
  const prices = [
    ...priceRows('invoice', values.invoicePrices),
    ...priceRows('rateInvoice', values.rateInvoicePrices),
    ...priceRows('creditnote', values.creditnotePrices),
    ...priceRows('portoInvoice', values.portoInvoice),
    ...priceRows('portoCreditnote', values.portoCreditnote),
    { category: 'reminder', shipmentType: null, ore: oreFromApiDecimal(values.reminderPrice) },
    { category: 'sms', shipmentType: null, ore: oreFromApiDecimal(values.smsPrice) },
    { category: 'nyfakturaUser', shipmentType: null, ore: oreFromApiDecimal(values.nyfakturaUserPrice) },
  ];
  await tx.query(
    `INSERT INTO client_price (client_id, category, shipment_type, price_ex_tax_ore)
     SELECT $1, p.category, p.shipment_type, p.ore FROM unnest($2::text[], $3::text[], $4::bigint[]) AS p(category, shipment_type, ore)`,
    [id, prices.map((p) => p.category), prices.map((p) => p.shipmentType), prices.map((p) => p.ore)],
  );
  await tx.query('INSERT INTO client_creation (idempotency_key, client_id, officer_id, created_at) VALUES ($1, $2, $3, $4)', [
    request.idempotencyKey, id, context.officerId, context.now,
  ]);
  return { kind: 'created', clientId: id };
}
