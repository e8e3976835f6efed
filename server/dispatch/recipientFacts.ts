/**
 * What decides how a document can reach its customer, as SQL over client c and customer cu: the one
 * place the production and reminder dispatches both read it from.
 */

/** The customer's active eFaktura (or AvtaleGiro) address, the newest; null without an agreement. */
export const agreementAddressSql = (shipmentType: 'EFAKTURA' | 'AVTALEGIRO') =>
  `(SELECT s.address_value FROM customer_shipment s WHERE s.customer_id = cu.id AND s.shipment_type = '${shipmentType}' AND s.is_enabled AND NOT s.is_rejected ORDER BY s.id DESC LIMIT 1)`;

/** The printer of the client's base; null when the base has none. */
export const BASE_PRINTER_SQL = '(SELECT p.id FROM printer p WHERE p.base_nr = c.officer_id)';

/** Whether a letter can be addressed: abroad, or a Norwegian postal code. */
export const HAS_POSTAL_ADDRESS_SQL = "(cu.country_code <> 'NO' OR coalesce(cu.post_no, '') <> '')";
