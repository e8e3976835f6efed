import type { CompanyFacts } from '../../domain/onboarding/companyRegister';

/** The public registers' look-ups of part 2 §7.4: Posten's postal codes and the company register. */
export interface RegisterLookupsPort {
  /** The city of a Norwegian postal code, or null when Posten has none. */
  cityName(postNo: string): Promise<string | null>;
  /** The company register's record of an organisation number, or null when it has none. */
  company(orgNo: string): Promise<CompanyFacts | null>;
}
