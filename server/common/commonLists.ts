import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import { listedTaxRates } from '../../src/domain/vat/taxRates';
import type { Queryable } from '../db/database';

/** The shared lists of part 1 §3 "Shared lists" and part 2 §7.4, read from the reference tables. */

const norwegianOrder = new Intl.Collator('nb').compare;

export interface Country {
  readonly code: string;
  readonly name: string;
}

/** The main countries first in their own order (Norge first), the rest alphabetically in Norwegian. */
export async function listCountries(db: Queryable): Promise<{ main: Country[]; other: Country[] }> {
  const rows = await db.query<Country & { is_main: boolean }>('SELECT code, name, is_main FROM country ORDER BY sort_order, code');
  const country = ({ code, name }: Country): Country => ({ name, code });
  return {
    main: rows.filter((row) => row.is_main).map(country),
    other: rows
      .filter((row) => !row.is_main)
      .map(country)
      .sort((a, b) => norwegianOrder(a.name, b.name)),
  };
}

export function listShipments(db: Queryable): Promise<{ value: string; label: string }[]> {
  return db.query('SELECT value, label FROM shipment_option ORDER BY sort_order');
}

export function listCollectionAgencies(db: Queryable) {
  return db.query<{
    id: number;
    name: string;
    invoiceFormat: string;
    paymentFormat: string;
    shipmentType: string;
    emailAddress: string | null;
  }>(
    `SELECT id, name, invoice_format AS "invoiceFormat", payment_format AS "paymentFormat",
            shipment_type AS "shipmentType", email_address AS "emailAddress"
       FROM collection_agency ORDER BY name, id`,
  );
}

/** One agency with its setup (CommonReg/CollectionAgency/{id}); null when there is none. */
export async function findCollectionAgency(db: Queryable, id: number) {
  const [row] = await db.query<{
    id: number;
    name: string;
    address_line1: string | null;
    address_line2: string | null;
    post_no: string | null;
    city_name: string | null;
    phone_no: string | null;
    email: string | null;
    invoice_format: string;
    payment_format: string;
    shipment_type: 'EMAIL' | 'SFTP';
    email_address: string | null;
    ftp_server_id: number | null;
  }>(
    `SELECT id, name, address_line1, address_line2, post_no, city_name, phone_no, email,
            invoice_format, payment_format, shipment_type, email_address, ftp_server_id
       FROM collection_agency WHERE id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    postNo: row.post_no,
    cityName: row.city_name,
    phoneNo: row.phone_no,
    email: row.email,
    setup: {
      invoiceFormat: row.invoice_format,
      paymentFormat: row.payment_format,
      shipmentType: row.shipment_type,
      emailAddress: row.email_address,
      ftpServerId: row.ftp_server_id,
    },
  };
}

/** EU fee intervals in kroner; the last interval has no upper limit (limitAmount null). */
export async function listEuFees(db: Queryable) {
  const rows = await db.query<{ interval_no: number; limit_amount_ore: string | null; fee_ore: string }>(
    'SELECT interval_no, limit_amount_ore::text, fee_ore::text FROM eu_fee_interval ORDER BY interval_no',
  );
  return rows.map((row) => ({
    intervalNo: row.interval_no,
    limitAmount: row.limit_amount_ore === null ? null : apiDecimalFromOre(Number(row.limit_amount_ore)),
    fee: apiDecimalFromOre(Number(row.fee_ore)),
  }));
}

export function listPrinters(db: Queryable) {
  return db.query<{ id: number; baseNr: number; printerName: string; formType: string; ippUrl: string | null }>(
    'SELECT id, base_nr AS "baseNr", printer_name AS "printerName", form_type AS "formType", ipp_url AS "ippUrl" FROM printer ORDER BY base_nr',
  );
}

/** The VAT rates valid on a day (yyyy-mm-dd), by code; code 6 is never listed (the domain's rule). */
export async function listTaxRates(db: Queryable, day: string) {
  const rows = await db.query<{ code: number; percent: string; description: string; from_date: string; to_date: string | null }>(
    `SELECT tax_code AS code, tax_percent::text AS percent, description,
            valid_from::text AS from_date, valid_to::text AS to_date
       FROM tax_rate
      WHERE valid_from <= $1::date AND (valid_to IS NULL OR valid_to > $1::date)
      ORDER BY tax_code`,
    [day],
  );
  return listedTaxRates(rows.map((row) => ({ ...row, percent: Number(row.percent) }))).map((rate) => ({
    taxCode: rate.code,
    taxPercent: rate.percent,
    description: rate.description,
    fromDate: rate.from_date,
    toDate: rate.to_date,
  }));
}

/** PDF recipients: single addresses and whole domains (/settings/collectors). */
export async function listCollectors(db: Queryable) {
  const [recipients, domains] = await Promise.all([
    db.query<{ id: number; email: string }>('SELECT id, email FROM collector_recipient ORDER BY lower(email), id'),
    db.query<{ id: number; domain: string }>('SELECT id, domain FROM collector_domain ORDER BY lower(domain), id'),
  ]);
  return { recipients, domains };
}
