import type { Queryable } from '../db/database';

export interface OfficerListItem {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phoneNr: string | null;
  readonly roles: readonly string[];
}

/** Every officer, for the admin users list (part 1 §3 "Officer"). */
export function listOfficers(db: Queryable): Promise<OfficerListItem[]> {
  return db.query<OfficerListItem>('SELECT id, name, email, phone_nr AS "phoneNr", roles FROM officer ORDER BY id');
}
