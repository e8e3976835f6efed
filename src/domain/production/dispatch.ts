/**
 * Dispatch of produced invoices and credit notes (issue 18 part 2; part 2 §3.3 shipments): which
 * shipment may deliver a document, and the Norwegian status text an entry gets when it cannot. The
 * server's dispatch and the failed-shipments page (part 1 §4: the due-date field when the text says
 * 'Forfallsdato', EMAIL preselected when the eFaktura agreement is missing) read the same texts.
 */
import type { IsoDate } from '../dates/isoDate';
import { isValidEmail } from '../identifiers/email';
import type { ShipmentType } from '../shipment/shipmentType';

/** Status text of a delivered entry (SENT, 'Produsert', part 1 §9). */
export const DISPATCH_SENT_TEXT = 'Produsert';
/** Status text of an approved entry waiting for its dispatch (APPROVED, 'Godkjent'). */
export const DISPATCH_APPROVED_TEXT = 'Godkjent';

export const DISPATCH_FAILURE_TEXTS = {
  noEmail: 'Mangler e-postadresse',
  invalidEmail: 'Ugyldig e-postadresse',
  noEfakturaAgreement: 'Mangler eFaktura-avtale',
  noAvtalegiroAgreement: 'Mangler AvtaleGiro-avtale',
  creditNoteOnEfaktura: 'Kreditnota kan ikke sendes som eFaktura',
  noOrgNo: 'Mangler org.nr. for EHF',
  notInEhfRegister: 'Mottaker finnes ikke i EHF-registeret',
  dueDatePassed: 'Forfallsdato er passert',
  noPrinter: 'Ingen skriver for basen',
  noPostalAddress: 'Adresse mangler postnummer',
  amountMismatch: 'Feil i beløpsberegning',
  noDocument: 'Fakturaen finnes ikke',
  /**
   * The e-mail was handed to SMTP when the server stopped, so whether it arrived is unknown; it is not
   * sent again by itself (nothing twice), and the entry lands in failed shipments for an officer to check.
   */
  mailUncertain: 'Uvisst om e-posten kom fram: tjeneren stoppet under sendingen. Kontroller før ny sending.',
} as const;

export type DispatchFailure = (typeof DISPATCH_FAILURE_TEXTS)[keyof typeof DISPATCH_FAILURE_TEXTS];

/** What dispatch knows of an entry and its customer when it chooses whether a shipment can deliver it. */
export interface DispatchFacts {
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly shipmentType: ShipmentType;
  readonly dueDate: IsoDate;
  /** The entry's e-mail, else the customer's invoice e-mail, else the customer's e-mail. */
  readonly email: string | null;
  readonly orgNo: string | null;
  /** The customer's org no is an enabled receiver of EHF 3 in the invoice-network register. */
  readonly inEhfRegister: boolean;
  readonly hasEfakturaAgreement: boolean;
  readonly hasAvtalegiroAgreement: boolean;
  /** The base's printer exists (settings, Skriver oppsett). */
  readonly hasPrinter: boolean;
  /** The customer has a postal code (Norwegian addresses) or is abroad. */
  readonly hasPostalAddress: boolean;
}

export type DispatchCheck = { readonly ok: true } | { readonly ok: false; readonly statusText: DispatchFailure };

const fail = (statusText: DispatchFailure): DispatchCheck => ({ ok: false, statusText });

/**
 * Whether the entry's shipment can deliver it today. An invoice whose due date has passed is not
 * sent by any shipment (the failed page then asks for a new due date); a credit note has no due date
 * to pass.
 */
export function checkDispatch(facts: DispatchFacts, today: IsoDate): DispatchCheck {
  if (facts.type === 'INVOICE' && facts.dueDate < today) return fail(DISPATCH_FAILURE_TEXTS.dueDatePassed);
  switch (facts.shipmentType) {
    case 'EMAIL':
      if (!facts.email) return fail(DISPATCH_FAILURE_TEXTS.noEmail);
      if (!isValidEmail(facts.email)) return fail(DISPATCH_FAILURE_TEXTS.invalidEmail);
      return { ok: true };
    case 'PAPER':
      if (!facts.hasPrinter) return fail(DISPATCH_FAILURE_TEXTS.noPrinter);
      if (!facts.hasPostalAddress) return fail(DISPATCH_FAILURE_TEXTS.noPostalAddress);
      return { ok: true };
    case 'EHF':
      if (!facts.orgNo) return fail(DISPATCH_FAILURE_TEXTS.noOrgNo);
      if (!facts.inEhfRegister) return fail(DISPATCH_FAILURE_TEXTS.notInEhfRegister);
      return { ok: true };
    case 'EFAKTURA':
      if (facts.type === 'CREDITNOTE') return fail(DISPATCH_FAILURE_TEXTS.creditNoteOnEfaktura);
      if (!facts.hasEfakturaAgreement) return fail(DISPATCH_FAILURE_TEXTS.noEfakturaAgreement);
      return { ok: true };
    case 'AVTALEGIRO':
      if (!facts.hasAvtalegiroAgreement) return fail(DISPATCH_FAILURE_TEXTS.noAvtalegiroAgreement);
      return { ok: true };
  }
}

/**
 * The shipment the system chooses when failed entries are resent without a choice (PUT
 * Production/ResendFailed): the first that can deliver, in the order the customer is best served:
 * EHF to a business in the register, eFaktura or AvtaleGiro with an agreement, e-mail, then paper.
 * Null when none can (the entry stays failed with its reason).
 */
export function chooseShipment(facts: Omit<DispatchFacts, 'shipmentType'>, today: IsoDate): ShipmentType | null {
  const order: readonly ShipmentType[] = ['EHF', 'EFAKTURA', 'AVTALEGIRO', 'EMAIL', 'PAPER'];
  return order.find((shipmentType) => checkDispatch({ ...facts, shipmentType }, today).ok) ?? null;
}

/** The e-mail that carries an invoice or credit note (EMAIL shipment), with the PDF attached. */
export function dispatchMailSubject(document: { readonly type: 'INVOICE' | 'CREDITNOTE'; readonly jourNr: number; readonly clientName: string }): string {
  return `${document.type === 'INVOICE' ? 'Faktura' : 'Kreditnota'} ${document.jourNr} fra ${document.clientName}`;
}

export function dispatchMailText(document: {
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly jourNr: number;
  readonly clientName: string;
  /** 'dd.MM.yyyy' as the PDF shows it. */
  readonly dueDate: string;
  readonly kid: string | null;
}): string {
  const first =
    document.type === 'INVOICE'
      ? `Vedlagt følger faktura ${document.jourNr} fra ${document.clientName}, med forfall ${document.dueDate}.`
      : `Vedlagt følger kreditnota ${document.jourNr} fra ${document.clientName}.`;
  const kid = document.type === 'INVOICE' && document.kid ? `\nBruk KID ${document.kid} når du betaler.` : '';
  return `Hei,\n\n${first}${kid}\n\nSpørsmål om fakturaen rettes til ${document.clientName}.\n\nVennlig hilsen\nNorLink på vegne av ${document.clientName}\n`;
}

/** The file name of the document a shipment carries: 'Faktura-12345.pdf', 'Kreditnota-12346.xml'. */
export function dispatchFileName(document: { readonly type: 'INVOICE' | 'CREDITNOTE'; readonly jourNr: number }, extension: 'pdf' | 'xml'): string {
  return `${document.type === 'INVOICE' ? 'Faktura' : 'Kreditnota'}-${document.jourNr}.${extension}`;
}
