import type { Queryable } from '../db/database';

/** Pending client registrations (Klienter til godkjenning, part 2 §3.7) as the contract's PendingClient. */

const PENDING_COLUMNS = `p.id, to_char(p.reg_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "regTime", p.request_addr AS "requestAddr",
  p.company_name AS "companyName", p.org_no AS "orgNo", p.contact_person AS "contactPerson", p.email, p.phone_no AS "phoneNo",
  p.bank_account AS "bankAccount", p.bank_name AS "bankName", p.has_kid AS "hasKid", p.product,
  p.address_line1 AS "addressLine1", p.address_line2 AS "addressLine2", p.post_no AS "postNo", p.city_name AS "cityName",
  p.country_code AS "countryCode", c.name AS "countryName", p.vat_bound AS "vatBound", a.name AS "collectionAgency"`;

const FROM = `FROM pending_client_registration p
  LEFT JOIN country c ON c.code = p.country_code
  LEFT JOIN collection_agency a ON a.id = p.collection_agency_id`;

export function listPendingClients(db: Queryable) {
  return db.query<Record<string, unknown>>(`SELECT ${PENDING_COLUMNS} ${FROM} ORDER BY p.reg_time DESC, p.id`);
}

export async function findPendingClient(db: Queryable, id: string) {
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${PENDING_COLUMNS} ${FROM} WHERE p.id = $1`, [id]);
  return row ?? null;
}

/** Rejects a registration: it is deleted; false when there is none by that id. */
export async function deletePendingClient(tx: Queryable, id: string): Promise<boolean> {
  const deleted = await tx.query<{ id: string }>('DELETE FROM pending_client_registration WHERE id = $1 RETURNING id', [id]);
  return deleted.length > 0;
}
