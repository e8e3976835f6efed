/**
 * SQL pieces the customer and invoice reads share. Answers are built as JSON in the database in the
 * contract's shapes (openapi/service-api.yaml), so the server passes them on without a mapping layer.
 */

/** Øre to the API's kroner: numeric division is exact, and float8 of that decimal is the nearest double. */
export const kr = (oreColumn: string) => `(${oreColumn}::numeric / 100)::float8`;

/** Today on the Oslo clock (due dates and "overdue" are Norwegian calendar days). */
export const OSLO_TODAY = `(now() AT TIME ZONE 'Europe/Oslo')::date`;

/**
 * The officer's clients only: a customer or invoice of a client outside the active bases is "not found",
 * never "forbidden", so ids do not leak. `$bases` is the parameter holding the bases.
 */
export const inBases = (clientAlias: string, basesParam: string) => `${clientAlias}.officer_id = ANY(${basesParam}::int[])`;

/** The Customer object of the contract from `cu` (customer), `c` (client) and `co` (country). */
export const CUSTOMER_JSON = `json_build_object(
  'id', cu.id, 'nr', cu.nr, 'clientId', cu.client_id, 'clientName', c.name, 'name', cu.name, 'type', cu.type,
  'addressLine1', cu.address_line1, 'addressLine2', cu.address_line2, 'postNo', cu.post_no, 'cityName', cu.city_name,
  'countryCode', cu.country_code, 'countryName', co.name, 'email', cu.email, 'invoiceEmail', cu.invoice_email,
  'phoneNr', cu.phone_nr, 'orgNo', cu.org_no, 'fixedShipment', cu.fixed_shipment, 'fixedOrgNo', cu.fixed_org_no,
  'creditDays', cu.credit_days, 'shipmentType', cu.shipment_type,
  'notes', (SELECT n.notice_text FROM customer_note n WHERE n.customer_id = cu.id ORDER BY n.created DESC, n.id DESC LIMIT 1))`;

/** customer `cu` of client `c` in the officer's bases, with its country `co`. */
export const CUSTOMER_FROM = `customer cu
  JOIN client c ON c.id = cu.client_id
  LEFT JOIN country co ON co.code = cu.country_code`;
