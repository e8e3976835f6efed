import type { CustomerType } from '../../src/domain/customer/customerType';
import { clientShipmentChoices } from '../../src/domain/shipment/clientShipments';
import type { Queryable } from '../db/database';

/**
 * A client as the contract's ClientDetail (part 2 §3.1) with its bank accounts and the counts of the client
 * page's left menu, when it is in the bases given; null otherwise.
 */
export async function clientDetail(db: Queryable, id: number, bases: readonly number[]) {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT c.id, c.name, c.is_active AS "isActive", c.contact_person AS "contactPerson", c.org_no AS "orgNo",
            c.address_line1 AS "addressLine1", c.address_line2 AS "addressLine2", c.post_no AS "postNo", c.city_name AS "cityName",
            c.country_code AS "countryCode", k.name AS "countryName", c.email, c.phone_no AS "phoneNo", c.vat_bound AS "vatBound",
            c.officer_id AS "officerId", c.termination_date::text AS "terminationDate", c.end_of_service_date::text AS "endOfServiceDate",
            coalesce((SELECT json_agg(json_build_object('id', b.id, 'accountType', b.account_type, 'accountNumber', b.account_number,
                                                        'currencyCode', b.currency_code, 'bic', b.bic, 'iban', b.iban, 'name', b.name)
                                      ORDER BY b.account_type, b.id)
                        FROM client_bank_account b WHERE b.client_id = c.id), '[]'::json) AS "bankAccounts",
            json_build_object(
              'notes', (SELECT count(*) FROM note WHERE client_id = c.id),
              'banks', (SELECT count(*) FROM client_bank_account WHERE client_id = c.id),
              'customers', (SELECT count(*) FROM customer WHERE client_id = c.id),
              'sources', (SELECT count(*) FROM import_source WHERE client_id = c.id),
              'persons', (SELECT count(*) FROM person WHERE client_id = c.id)) AS counts
       FROM client c LEFT JOIN country k ON k.code = c.country_code
      WHERE c.id = $1 AND c.officer_id = ANY($2::int[])`,
    [id, bases],
  );
  return row ?? null;
}

/**
 * GET clients/{id}/shipments?customerType: the client's shipment choices for a customer type (the rule is the
 * domain's clientShipmentChoices), labelled as GET shipments labels them. A client without settings has
 * eFaktura for private customers on, as client_settings defaults it.
 */
export async function clientShipments(db: Queryable, clientId: number, customerType: CustomerType | undefined): Promise<{ value: string; label: string }[]> {
  const [settings] = await db.query<{ efaktura_priv: boolean }>('SELECT efaktura_priv FROM client_settings WHERE client_id = $1', [clientId]);
  const choices = clientShipmentChoices(customerType, settings?.efaktura_priv ?? true);
  return db.query('SELECT value, label FROM shipment_option WHERE value = ANY($1::text[]) ORDER BY sort_order', [choices]);
}
