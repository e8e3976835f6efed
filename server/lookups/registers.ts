import type { CompanyFacts } from '../../src/domain/onboarding/companyRegister';
import type { Queryable } from '../db/database';

/**
 * The look-ups of part 2 §7.4, answered from the registers seeded into the database (Posten's postal
 * codes, the company register, the invoice network): no outside calls.
 */

export async function findCityName(db: Queryable, postNo: string): Promise<{ postNo: string; cityName: string } | null> {
  const [row] = await db.query<{ postNo: string; cityName: string }>(
    'SELECT post_no AS "postNo", city_name AS "cityName" FROM postal_code WHERE post_no = $1',
    [postNo],
  );
  return row ?? null;
}

/** The company register's record, as the wizard reads it (src/domain/onboarding/companyRegister.ts). */
export type CompanyLookup = CompanyFacts;

/** A company of the company register (Brønnøysund), bankruptcy included; null when unknown. */
export async function findCompany(db: Queryable, orgNo: string): Promise<CompanyLookup | null> {
  const [row] = await db.query<{
    name: string;
    org_no: string;
    org_form: string;
    address_line1: string | null;
    post_no: string | null;
    city_name: string | null;
    is_in_company_register: boolean;
    is_in_vat_register: boolean;
    is_under_liquidation: boolean;
    is_under_compulsion: boolean;
    is_bankrupt: boolean;
  }>(
    `SELECT name, org_no, org_form, address_line1, post_no, city_name, is_in_company_register, is_in_vat_register,
            is_under_liquidation, is_under_compulsion, is_bankrupt
       FROM brreg_company WHERE org_no = $1`,
    [orgNo],
  );
  if (!row) return null;
  const place = [row.post_no, row.city_name].filter(Boolean).join(' ');
  const address = [row.address_line1, place].filter(Boolean).join(', ');
  return {
    name: row.name,
    orgNo: row.org_no,
    orgForm: row.org_form,
    address: address || null,
    isInCompanyRegister: row.is_in_company_register,
    isInVatRegister: row.is_in_vat_register,
    isUnderLiquidation: row.is_under_liquidation,
    isUnderCompulsion: row.is_under_compulsion,
    isBankrupt: row.is_bankrupt,
  };
}

export interface ElmaLookup {
  readonly found: boolean;
  readonly company: { orgNo: string; name: string; ehfVersion2: boolean; ehfVersion3: boolean; isEnabled: boolean } | null;
}

/** Whether an organisation receives EHF invoices (the ELMA invoice network). */
export async function findElmaParticipant(db: Queryable, orgNo: string): Promise<ElmaLookup> {
  const [company] = await db.query<NonNullable<ElmaLookup['company']>>(
    `SELECT org_no AS "orgNo", name, ehf_version2 AS "ehfVersion2", ehf_version3 AS "ehfVersion3", is_enabled AS "isEnabled"
       FROM elma_participant WHERE org_no = $1`,
    [orgNo],
  );
  return company ? { found: true, company } : { found: false, company: null };
}
