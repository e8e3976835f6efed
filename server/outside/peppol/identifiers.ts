import { createHash } from 'node:crypto';
import { NORWEGIAN_ORG_NO_SCHEME, PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID } from '../../dispatch/peppolUbl';

/**
 * PEPPOL identifiers (Peppol Policy for use of Identifiers 4.x): participants in the ISO 6523 catalogue
 * (scheme iso6523-actorid-upis, value ICD:number, Norwegian organisations 0192:<org no>), document types
 * (busdox-docid-qns, root namespace::local name##customization::UBL version) and processes (cenbii-procid-ubl).
 */
export const PARTICIPANT_SCHEME = 'iso6523-actorid-upis';
export const DOCUMENT_SCHEME = 'busdox-docid-qns';
export const PROCESS_SCHEME = 'cenbii-procid-ubl';

export const participantOf = (orgNo: string) => `${NORWEGIAN_ORG_NO_SCHEME}:${orgNo}`;

/** PEPPOL BIS Billing 3 (the EHF invoice and credit note): document type identifiers and process. */
export const BIS_BILLING = {
  invoice: `urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${PEPPOL_CUSTOMIZATION_ID}::2.1`,
  creditNote: `urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${PEPPOL_CUSTOMIZATION_ID}::2.1`,
  process: PEPPOL_PROFILE_ID,
} as const;

/** PEPPOL BIS Invoice Response 3 (OpenPEPPOL poacc-upgrade-3, T111). */
export const INVOICE_RESPONSE = {
  customization: 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3',
  profile: 'urn:fdc:peppol.eu:poacc:bis:invoice_response:3',
  documentType: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2::ApplicationResponse##urn:fdc:peppol.eu:poacc:trns:invoice_response:3::2.1',
} as const;

/** RFC 4648 base32, without padding. */
export function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * The DNS name the SML publishes a participant's U-NAPTR record under (Peppol Policy for use of Identifiers
 * 4.4.0, POLICY 7; Peppol SML 1.3.0): strip-trailing(base32(sha256(lowercase(ID-VALUE))), "=") + "." + ID-SCHEME
 * + "." + SML-ZONE-NAME, lower-cased.
 */
export function participantDnsName(participant: string, smlZone: string): string {
  const hash = base32(createHash('sha256').update(participant.toLowerCase(), 'utf8').digest()).toLowerCase();
  return `${hash}.${PARTICIPANT_SCHEME}.${smlZone.replace(/\.$/, '')}`;
}

/** The SMP REST binding's path segment of an identifier: "{scheme}::{value}" percent-encoded (SMP 1.x, §5). */
export const smpSegment = (scheme: string, value: string) => encodeURIComponent(`${scheme}::${value}`);
