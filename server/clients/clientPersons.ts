import type { PersonRecord } from '../../src/domain/client/clientPerson';
import type { Queryable } from '../db/database';

const PERSON_COLUMNS = `p.id, p.created_at AS "createdAt", p.created_by AS "createdBy", p.first_name AS "firstName", p.last_name AS "lastName",
  p.email, p.phone, p.role, p.comment, p.is_active AS "isActive", p.client_id AS "clientId"`;

/** A client's contact persons as the contract's Person, by name. */
export function clientPersons(db: Queryable, clientId: number) {
  return db.query<Record<string, unknown>>(`SELECT ${PERSON_COLUMNS} FROM person p WHERE p.client_id = $1 ORDER BY p.first_name, p.last_name, p.id`, [clientId]);
}

export async function createPerson(tx: Queryable, clientId: number, person: PersonRecord, createdBy: string, now: Date) {
  const [row] = await tx.query<Record<string, unknown>>(
    `INSERT INTO person AS p (client_id, created_at, created_by, first_name, last_name, email, phone, role, comment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${PERSON_COLUMNS}`,
    [clientId, now, createdBy, person.firstName, person.lastName, person.email, person.phone, person.role, person.comment],
  );
  return row!;
}

/** The person's client when the person is one of a client in the bases; null otherwise (not found). */
export async function personClient(db: Queryable, personId: number, bases: readonly number[]): Promise<number | null> {
  const [row] = await db.query<{ client_id: number }>(
    'SELECT p.client_id FROM person p JOIN client c ON c.id = p.client_id WHERE p.id = $1 AND c.officer_id = ANY($2::int[])',
    [personId, bases],
  );
  return row?.client_id ?? null;
}

export async function updatePerson(tx: Queryable, personId: number, person: PersonRecord) {
  const [row] = await tx.query<Record<string, unknown>>(
    `UPDATE person AS p SET first_name = $2, last_name = $3, email = $4, phone = $5, role = $6, comment = $7 WHERE p.id = $1 RETURNING ${PERSON_COLUMNS}`,
    [personId, person.firstName, person.lastName, person.email, person.phone, person.role, person.comment],
  );
  return row ?? null;
}

/** Import sources that named the person keep their data without it (the foreign key sets it null). */
export async function deletePerson(tx: Queryable, personId: number): Promise<void> {
  await tx.query('DELETE FROM person WHERE id = $1', [personId]);
}
