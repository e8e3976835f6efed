import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';

/** Collection agencies on the settings pages (part 2 §2.8 Inkassoselskap, §3.8, §5 "Agency", §9). */

export const AGENCY_SHIPMENT_LABELS = { EMAIL: 'E-post', SFTP: 'SFTP' } as const;
export type AgencyShipmentType = keyof typeof AGENCY_SHIPMENT_LABELS;

/** The file formats the agencies read, shown by these names (part 2 §2.8). */
export const AGENCY_FORMATS = ['Lindorff', 'PDF', 'Predator'] as const;

/** The detail page's tabs; 'agency' is the default (part 2 §9). */
export const AGENCY_TABS = ['agency', 'setup', 'clients'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];
export const AGENCY_TAB_LABELS: Readonly<Record<AgencyTab, string>> = { agency: 'Inkassoselskap', setup: 'Oppsett', clients: 'Klienter' };

export function agencyTabFrom(param: string | null): AgencyTab {
  return AGENCY_TABS.find((tab) => tab === param) ?? 'agency';
}

/** The one agency whose e-mail setup is never edited here (part 2 §2.8). */
export const AGENCY_WITHOUT_SETUP_EDIT = 50;

// Not worded by the spec ("Agency: e-mail required"); ours.
export const AGENCY_EMAIL_MISSING = 'E-post mangler';
export const AGENCY_SETUP_LOCKED = 'E-postoppsettet til dette inkassoselskapet kan ikke endres';
export const AGENCY_SETUP_FIXED = 'Bare e-postadressen i oppsettet kan endres';

/** Whether the setup's e-mail may be edited: only an agency that ships by e-mail, and never agency 50. */
export function mayEditEmailSetup(agency: { readonly id: number; readonly shipmentType: string | null }): boolean {
  return agency.shipmentType === 'EMAIL' && agency.id !== AGENCY_WITHOUT_SETUP_EDIT;
}

/** The list's case-insensitive name filter; an empty filter keeps every agency. */
export function filterAgenciesByName<A extends { readonly name: string }>(agencies: readonly A[], filter: string): A[] {
  const wanted = filter.trim().toLocaleLowerCase('nb');
  return agencies.filter((agency) => agency.name.toLocaleLowerCase('nb').includes(wanted));
}

/** The e-mail setup dialog: the agency's own address and the address the cases are e-mailed to. */
export interface AgencyEmailSetupForm {
  readonly email: string;
  readonly emailAddress: string;
}

export interface AgencyIssue {
  readonly field: keyof AgencyEmailSetupForm;
  readonly message: string;
}

function emailIssue(field: keyof AgencyEmailSetupForm, value: string): AgencyIssue[] {
  const address = value.trim();
  if (address === '') return [{ field, message: AGENCY_EMAIL_MISSING }];
  return isValidEmail(address) ? [] : [{ field, message: EMAIL_INVALID_MESSAGE }];
}

/**
 * The e-mail setup as the dialog and the server (PUT CommonReg/CollectionAgency/{id}) accept it: both
 * addresses required and valid; an agency that ships by e-mail cannot be left without its address.
 */
export function validateAgencyEmailSetup(values: AgencyEmailSetupForm): AgencyIssue[] {
  return [...emailIssue('email', values.email), ...emailIssue('emailAddress', values.emailAddress)];
}

/** The agency's own e-mail alone, as the server checks it when the setup is not part of the change. */
export function validateAgencyEmail(email: string): AgencyIssue[] {
  return emailIssue('email', email);
}
