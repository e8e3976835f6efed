/** What the company register (Brønnøysund) says about an organisation, as the wizard shows it (part 2 §2.10). */
export interface CompanyFacts {
  readonly name: string;
  readonly orgNo: string;
  readonly orgForm: string | null;
  readonly address: string | null;
  readonly isInCompanyRegister: boolean;
  readonly isInVatRegister: boolean;
  readonly isUnderLiquidation: boolean;
  readonly isUnderCompulsion: boolean;
  readonly isBankrupt: boolean;
}

export const COMPANY_NOT_FOUND = 'Fant ikke organisasjonsnummeret i Enhetsregisteret';
export const COMPANY_BANKRUPT = 'Konkurs';
export const COMPANY_UNDER_LIQUIDATION = 'Under avvikling';
export const COMPANY_UNDER_COMPULSION = 'Under tvangsavvikling';
export const COMPANY_NOT_IN_REGISTER = 'Ikke registrert i Enhetsregisteret';
export const COMPANY_IN_VAT_REGISTER = 'Registrert i Merverdiavgiftsregisteret';
export const COMPANY_NOT_IN_VAT_REGISTER = 'Ikke registrert i Merverdiavgiftsregisteret';

export interface CompanyRemarks {
  /** The register's states that speak against taking the company on as a client, most serious first. */
  readonly warnings: readonly string[];
  /** The VAT register, which decides the MVA-pliktig choice. */
  readonly vatRegister: string;
}

export function companyRemarks(facts: CompanyFacts): CompanyRemarks {
  const warnings = [
    facts.isBankrupt && COMPANY_BANKRUPT,
    facts.isUnderCompulsion && COMPANY_UNDER_COMPULSION,
    facts.isUnderLiquidation && COMPANY_UNDER_LIQUIDATION,
    !facts.isInCompanyRegister && COMPANY_NOT_IN_REGISTER,
  ].filter((remark): remark is string => remark !== false);
  return { warnings, vatRegister: facts.isInVatRegister ? COMPANY_IN_VAT_REGISTER : COMPANY_NOT_IN_VAT_REGISTER };
}
