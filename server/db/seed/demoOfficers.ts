import type { Queryable } from '../database';
import { hashPassword } from '../../auth/passwords';

/** The three demo officers of README.md, one per role the spec knows (part 1 §6). */
export const DEMO_OFFICERS = [
  { id: 1, username: 'teknisk', password: 'teknisk-demo', name: 'Tora Teknisk', roles: ['Technical'], bases: [1, 2, 3, 4, 5] },
  { id: 2, username: 'leder', password: 'leder-demo', name: 'Leif Leder', roles: ['Executive'], bases: [1, 2, 3, 4, 5] },
  { id: 3, username: 'saksbehandler', password: 'saksbehandler-demo', name: 'Siri Saksbehandler', roles: [], bases: [1, 2] },
] as const;

export async function seedDemoOfficers(tx: Queryable): Promise<void> {
  for (const officer of DEMO_OFFICERS) {
    await tx.query(
      `INSERT INTO officer (id, username, name, email, phone_nr, roles, bases, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        officer.id,
        officer.username,
        officer.name,
        `${officer.username}@norlink.example`,
        `4000000${officer.id}`,
        [...officer.roles],
        [...officer.bases],
        await hashPassword(officer.password),
      ],
    );
  }
}
