import type { Queryable } from '../../db/database';
import { fetchEnhet, type EnhetsregisteretConfig, type RegisterCompany } from './enhetsregisteret';

/**
 * The company register port (part 2 §2.4, §2.6, §2.10, §4 CommonReg/BrReg, organizations/brreg): unset, the
 * seeded register answers (the embedded default); with BRREG_URL, Enhetsregisteret itself, its answers kept in
 * brreg_company (the same facts the seeded register holds, so documents' Foretaksregisteret fact and the
 * termination's bankruptcy read one table). A kept answer younger than `maxAgeSeconds` is given without asking;
 * when the register is slow or down, the last kept answer is given with its age, so a form is never blocked.
 */

/** A company as the lookups answer it. */
export interface RegisteredCompany {
  readonly name: string;
  readonly orgNo: string;
  readonly orgForm: string | null;
  readonly address: string | null;
  readonly isInCompanyRegister: boolean;
  readonly isInVatRegister: boolean;
  readonly isUnderLiquidation: boolean;
  readonly isUnderCompulsion: boolean;
  readonly isBankrupt: boolean;
  readonly bankruptcyDate: string | null;
  readonly liquidationDate: string | null;
  /** When the register gave this answer; null for the seeded register. */
  readonly fetchedAt: string | null;
  /** The register could not be asked now: this is the last answer it gave. */
  readonly stale: boolean;
}

export type CompanyLookupResult =
  | { readonly kind: 'found'; readonly company: RegisteredCompany }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'deleted'; readonly deletedDate: string | null }
  | { readonly kind: 'removed' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'unavailable' };

export interface CompanyRegister {
  /** 'seeded' (no outside calls) or 'enhetsregisteret'. */
  readonly source: 'seeded' | 'enhetsregisteret';
  lookUp(db: Queryable, orgNo: string): Promise<CompanyLookupResult>;
  /** The register's current answer, asked now (the watch); null when it does not answer. */
  refresh?(db: Queryable, orgNo: string): Promise<CompanyLookupResult | null>;
}

interface CompanyRow {
  name: string;
  org_no: string;
  org_form: string | null;
  address_line1: string | null;
  post_no: string | null;
  city_name: string | null;
  is_in_company_register: boolean;
  is_in_vat_register: boolean;
  is_under_liquidation: boolean;
  is_under_compulsion: boolean;
  is_bankrupt: boolean;
  deleted_date: string | null;
  bankruptcy_date: string | null;
  liquidation_date: string | null;
  fetched_at: string | null;
  age_seconds: number | null;
}

async function keptRow(db: Queryable, orgNo: string): Promise<CompanyRow | null> {
  const [row] = await db.query<CompanyRow>(
    `SELECT name, org_no, org_form, address_line1, post_no, city_name, is_in_company_register, is_in_vat_register,
            is_under_liquidation, is_under_compulsion, is_bankrupt,
            to_char(deleted_date, 'YYYY-MM-DD') AS deleted_date, to_char(bankruptcy_date, 'YYYY-MM-DD') AS bankruptcy_date,
            to_char(liquidation_date, 'YYYY-MM-DD') AS liquidation_date,
            to_char(fetched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS fetched_at,
            extract(epoch FROM now() - fetched_at)::float8 AS age_seconds
       FROM brreg_company WHERE org_no = $1`,
    [orgNo],
  );
  return row ?? null;
}

function resultOf(row: CompanyRow, stale = false): CompanyLookupResult {
  if (row.deleted_date !== null) return { kind: 'deleted', deletedDate: row.deleted_date };
  const place = [row.post_no, row.city_name].filter(Boolean).join(' ');
  const address = [row.address_line1, place].filter(Boolean).join(', ');
  return {
    kind: 'found',
    company: {
      name: row.name,
      orgNo: row.org_no,
      orgForm: row.org_form,
      address: address || null,
      isInCompanyRegister: row.is_in_company_register,
      isInVatRegister: row.is_in_vat_register,
      isUnderLiquidation: row.is_under_liquidation,
      isUnderCompulsion: row.is_under_compulsion,
      isBankrupt: row.is_bankrupt,
      bankruptcyDate: row.bankruptcy_date,
      liquidationDate: row.liquidation_date,
      fetchedAt: row.fetched_at,
      stale,
    },
  };
}

/** The embedded default: the seeded register, no outside calls. */
export const SEEDED_COMPANY_REGISTER: CompanyRegister = {
  source: 'seeded',
  async lookUp(db, orgNo) {
    const row = await keptRow(db, orgNo);
    return row ? resultOf(row) : { kind: 'notFound' };
  },
};

/** Keeps the register's answer as the organisation's facts (the one place brreg_company is written from the register). */
export async function keepCompany(db: Queryable, company: RegisterCompany): Promise<void> {
  await db.query(
    `INSERT INTO brreg_company (org_no, name, org_form, address_line1, post_no, city_name, is_in_company_register, is_in_vat_register,
                                is_under_liquidation, is_under_compulsion, is_bankrupt, deleted_date, bankruptcy_date, liquidation_date,
                                compulsion_date, endorsements, fetched_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, now())
     ON CONFLICT (org_no) DO UPDATE SET name = excluded.name, org_form = excluded.org_form, address_line1 = excluded.address_line1,
       post_no = excluded.post_no, city_name = excluded.city_name, is_in_company_register = excluded.is_in_company_register,
       is_in_vat_register = excluded.is_in_vat_register, is_under_liquidation = excluded.is_under_liquidation,
       is_under_compulsion = excluded.is_under_compulsion, is_bankrupt = excluded.is_bankrupt, deleted_date = excluded.deleted_date,
       bankruptcy_date = excluded.bankruptcy_date, liquidation_date = excluded.liquidation_date, compulsion_date = excluded.compulsion_date,
       endorsements = excluded.endorsements, fetched_at = excluded.fetched_at`,
    [
      company.orgNo,
      company.name || company.orgNo,
      company.orgForm ?? '',
      company.addressLine1,
      company.postNo,
      company.cityName,
      company.isInCompanyRegister,
      company.isInVatRegister,
      company.isUnderLiquidation,
      company.isUnderCompulsion,
      company.isBankrupt,
      company.deletedDate,
      company.bankruptcyDate,
      company.liquidationDate,
      company.compulsionDate,
      JSON.stringify(company.endorsements),
    ],
  );
}

export interface LiveRegisterOptions extends EnhetsregisteretConfig {
  /** A kept answer younger than this is given without asking (BRREG_CACHE_SECONDS). */
  readonly maxAgeSeconds: number;
}

/** Enhetsregisteret (BRREG_URL), its answers kept in brreg_company. */
export function liveCompanyRegister(options: LiveRegisterOptions): CompanyRegister {
  async function refresh(db: Queryable, orgNo: string): Promise<CompanyLookupResult | null> {
    const answer = await fetchEnhet(db, options, orgNo);
    switch (answer.kind) {
      case 'found':
        await keepCompany(db, answer.company);
        return answer.company.deletedDate !== null ? { kind: 'deleted', deletedDate: answer.company.deletedDate } : resultOf((await keptRow(db, orgNo))!);
      case 'unavailable':
        return null;
      default:
        return answer.kind === 'removed' ? { kind: 'removed' } : answer;
    }
  }
  return {
    source: 'enhetsregisteret',
    refresh,
    async lookUp(db, orgNo) {
      const kept = await keptRow(db, orgNo);
      if (kept?.fetched_at && kept.age_seconds !== null && kept.age_seconds < options.maxAgeSeconds) return resultOf(kept);
      const fresh = await refresh(db, orgNo);
      if (fresh) return fresh;
      // The register is slow or down: the last answer it gave, with its age; without one, say so.
      return kept?.fetched_at ? resultOf(kept, true) : { kind: 'unavailable' };
    },
  };
}
