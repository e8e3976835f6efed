/**
 * Which VAT rates an entry may use, and the codes that go with them (part 2 §5 "Entry form"
 * and §9). The rate list itself comes from the server (CommonReg/TaxRates for a date).
 */
import { err, ok, type Result } from '../result';

export interface TaxRate {
  readonly code: number;
  readonly percent: number;
  /** The rate list's name for it ('Ikke mva-pliktig'): what tells two rates of one percent apart on screen. */
  readonly name?: string | null;
}

/** Rate code 6 is never offered in a list of rates. */
export const EXCLUDED_TAX_RATE_CODE = 6;

export const VAT_BOUND_DEFAULT_PERCENT = 25;
export const NON_VAT_BOUND_PERCENT = 0;

export const VAT_BOUND_TAX_CODE = 3;
export const NON_VAT_BOUND_TAX_CODE = 4;

/** This one client's entries always carry a VAT summary, whatever else is chosen. */
export const ALWAYS_VAT_SUMMARY_CLIENT_ID = 2084;

export const TAX_RATES_NOT_LOADED_MESSAGE = 'Feil: MVA satser har ikke lastet inn enda.';
export const TAX_RATE_WITHOUT_CODE_MESSAGE = 'Noe gikk galt! Kan ikke krysse MVA sats mot MVA kode';

/** Every rate that may appear in a rate list (the server's CommonReg/TaxRates answer too). */
export function listedTaxRates<Rate extends TaxRate>(rates: readonly Rate[]): Rate[] {
  return rates.filter((rate) => rate.code !== EXCLUDED_TAX_RATE_CODE);
}

/** A client that is not VAT-bound may only invoice at 0 %. */
export function offeredTaxRates(rates: readonly TaxRate[], vatBound: boolean): TaxRate[] {
  const listed = listedTaxRates(rates);
  return vatBound ? listed : listed.filter((rate) => rate.percent === NON_VAT_BOUND_PERCENT);
}

export function defaultTaxPercent(vatBound: boolean): number {
  return vatBound ? VAT_BOUND_DEFAULT_PERCENT : NON_VAT_BOUND_PERCENT;
}

/** The rate row that has focus when the form opens; undefined when the server's list lacks it. */
export function defaultTaxRate(rates: readonly TaxRate[], vatBound: boolean): TaxRate | undefined {
  const percent = defaultTaxPercent(vatBound);
  return offeredTaxRates(rates, vatBound).find((rate) => rate.percent === percent);
}

export function entryTaxCode(vatBound: boolean): number {
  return vatBound ? VAT_BOUND_TAX_CODE : NON_VAT_BOUND_TAX_CODE;
}

/** `chosen` is the client's or officer's own choice; client 2084 overrides it. */
export function usesVatSummary(clientId: number, chosen: boolean): boolean {
  return chosen || clientId === ALWAYS_VAT_SUMMARY_CLIENT_ID;
}

/**
 * The tax code to send for a row's percent when changing an invoice amount. `rates` is
 * undefined while the rate list is still loading.
 */
export function taxCodeForPercent(rates: readonly TaxRate[] | undefined, percent: number): Result<number, string> {
  if (rates === undefined) return err(TAX_RATES_NOT_LOADED_MESSAGE);
  const rate = listedTaxRates(rates).find((candidate) => candidate.percent === percent);
  return rate === undefined ? err(TAX_RATE_WITHOUT_CODE_MESSAGE) : ok(rate.code);
}
