import { PARTICIPANT_SCHEME, DOCUMENT_SCHEME, PROCESS_SCHEME } from './identifiers';
import { child, children, parseXml, textOf, xmlEscape, type XmlElement } from '../xmlTree';

/**
 * The PEPPOL Business Message Envelope (SBDH) 2.0 around a BIS document: HeaderVersion 1.0; Sender and Receiver as
 * iso6523-actorid-upis participants (BR-SBDH-1/-2 of the BIS Billing 3.0.21 envelope rules: the UBL's supplier and
 * customer EndpointIDs, with their schemeID); DocumentIdentification (the payload's root namespace, UBL version 2.1,
 * a globally unique InstanceIdentifier, the root element's name, CreationDateAndTime with its time zone); and the
 * BusinessScope's DOCUMENTID, PROCESSID and COUNTRY_C1 (Business Message Envelope 2.0 §2.1–2.5). The writer takes
 * every identifier from the UBL itself, so the envelope cannot disagree with what it carries.
 */
export const SBDH_NS = 'http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

export interface Envelope {
  readonly sender: string;
  readonly receiver: string;
  readonly standard: string;
  readonly typeVersion: string;
  readonly instanceId: string;
  readonly type: string;
  readonly createdAt: string;
  /** "scheme::value" */
  readonly documentType: string;
  readonly process: string;
  readonly countryC1: string | null;
}

export interface UblFacts {
  readonly root: XmlElement;
  readonly id: string | null;
  readonly customizationId: string;
  readonly profileId: string;
  readonly supplierEndpoint: string;
  readonly customerEndpoint: string;
}

const endpointOf = (party: XmlElement | undefined): string | null => {
  const endpoint = child(party, CAC, 'Party') ? child(child(party, CAC, 'Party'), CBC, 'EndpointID') : undefined;
  const value = textOf(endpoint);
  const scheme = endpoint?.attributes.schemeID;
  return value && scheme ? `${scheme}:${value}` : null;
};

/** The identifiers of a BIS Billing 3 invoice or credit note. */
export function ublFacts(ubl: string): UblFacts {
  const root = parseXml(ubl);
  if (!['Invoice', 'CreditNote'].includes(root.local) || !root.ns.startsWith('urn:oasis:names:specification:ubl:schema:xsd:')) {
    throw new Error('not a UBL invoice or credit note');
  }
  const customizationId = textOf(child(root, CBC, 'CustomizationID'));
  const profileId = textOf(child(root, CBC, 'ProfileID'));
  const supplierEndpoint = endpointOf(child(root, CAC, 'AccountingSupplierParty'));
  const customerEndpoint = endpointOf(child(root, CAC, 'AccountingCustomerParty'));
  if (!customizationId || !profileId || !supplierEndpoint || !customerEndpoint) throw new Error('the UBL lacks CustomizationID, ProfileID or an EndpointID');
  return { root, id: textOf(child(root, CBC, 'ID')), customizationId, profileId, supplierEndpoint, customerEndpoint };
}

/** The UBL without its XML declaration, to be embedded. */
const withoutDeclaration = (xml: string) => xml.replace(/^\uFEFF?\s*<\?xml[^>]*\?>\s*/, '');

/** Wraps a BIS Billing 3 UBL document in its SBDH (UTF-8, as the UBL is). */
export function wrapInSbdh(ubl: string, options: { readonly instanceId: string; readonly createdAt: Date; readonly countryC1: string }): string {
  const facts = ublFacts(ubl);
  const type = facts.root.local;
  const documentType = `${facts.root.ns}::${type}##${facts.customizationId}::2.1`;
  if (!/^[A-Z0-9][A-Z0-9]$/.test(options.countryC1)) throw new Error(`COUNTRY_C1 must be ISO 3166-1 alpha-2, not "${options.countryC1}"`);
  const scope = (scopeType: string, value: string, scheme?: string) =>
    `<Scope><Type>${scopeType}</Type><InstanceIdentifier>${xmlEscape(value)}</InstanceIdentifier>${scheme ? `<Identifier>${scheme}</Identifier>` : ''}</Scope>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<StandardBusinessDocument xmlns="${SBDH_NS}">` +
    '<StandardBusinessDocumentHeader>' +
    '<HeaderVersion>1.0</HeaderVersion>' +
    `<Sender><Identifier Authority="${PARTICIPANT_SCHEME}">${xmlEscape(facts.supplierEndpoint)}</Identifier></Sender>` +
    `<Receiver><Identifier Authority="${PARTICIPANT_SCHEME}">${xmlEscape(facts.customerEndpoint)}</Identifier></Receiver>` +
    '<DocumentIdentification>' +
    `<Standard>${facts.root.ns}</Standard><TypeVersion>2.1</TypeVersion>` +
    `<InstanceIdentifier>${xmlEscape(options.instanceId)}</InstanceIdentifier><Type>${type}</Type>` +
    `<CreationDateAndTime>${options.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}</CreationDateAndTime>` +
    '</DocumentIdentification>' +
    '<BusinessScope>' +
    scope('DOCUMENTID', documentType, DOCUMENT_SCHEME) +
    scope('PROCESSID', facts.profileId, PROCESS_SCHEME) +
    scope('COUNTRY_C1', options.countryC1) +
    '</BusinessScope>' +
    '</StandardBusinessDocumentHeader>' +
    withoutDeclaration(ubl) +
    '</StandardBusinessDocument>\n'
  );
}

/** Reads an envelope and its payload's root element; refuses one without the mandatory parts. */
export function readSbdh(xml: string): { readonly envelope: Envelope; readonly payload: XmlElement } {
  const root = parseXml(xml);
  if (root.ns !== SBDH_NS || root.local !== 'StandardBusinessDocument') throw new Error('not a StandardBusinessDocument');
  const header = child(root, SBDH_NS, 'StandardBusinessDocumentHeader');
  const identification = child(header, SBDH_NS, 'DocumentIdentification');
  const scopes = children(child(header, SBDH_NS, 'BusinessScope'), SBDH_NS, 'Scope');
  const scopeOf = (type: string) => scopes.find((s) => textOf(child(s, SBDH_NS, 'Type')) === type);
  const scoped = (type: string, defaultScheme: string) => {
    const scope = scopeOf(type);
    const value = textOf(child(scope, SBDH_NS, 'InstanceIdentifier'));
    return value ? `${textOf(child(scope, SBDH_NS, 'Identifier')) ?? defaultScheme}::${value}` : null;
  };
  const payload = root.children.find((c) => c !== header);
  const envelope = {
    sender: textOf(child(header, SBDH_NS, 'Sender', 'Identifier')),
    receiver: textOf(child(header, SBDH_NS, 'Receiver', 'Identifier')),
    standard: textOf(child(identification, SBDH_NS, 'Standard')),
    typeVersion: textOf(child(identification, SBDH_NS, 'TypeVersion')),
    instanceId: textOf(child(identification, SBDH_NS, 'InstanceIdentifier')),
    type: textOf(child(identification, SBDH_NS, 'Type')),
    createdAt: textOf(child(identification, SBDH_NS, 'CreationDateAndTime')),
    documentType: scoped('DOCUMENTID', DOCUMENT_SCHEME),
    process: scoped('PROCESSID', PROCESS_SCHEME),
    countryC1: textOf(child(scopeOf('COUNTRY_C1'), SBDH_NS, 'InstanceIdentifier')),
  };
  const missing = Object.entries(envelope).filter(([key, value]) => value === null && key !== 'countryC1').map(([key]) => key);
  if (missing.length || !payload) throw new Error(`envelope lacks ${[...missing, ...(payload ? [] : ['payload'])].join(', ')}`);
  return { envelope: envelope as Envelope, payload };
}

/** A PEPPOL BIS Invoice Response 3 (T111): the receiver's status of an invoice it got. */
export interface InvoiceResponse {
  readonly id: string | null;
  readonly issueDate: string | null;
  /** UNCL4343 subset: AB, IP, UQ, CA, RE, AP, PD. */
  readonly responseCode: string;
  readonly statusReasons: readonly { readonly code: string | null; readonly text: string | null }[];
  /** The invoice number the response is about, and its type code (380 invoice, 381 credit note). */
  readonly documentId: string;
  readonly documentTypeCode: string | null;
  /** The buyer that answers (EndpointID "scheme:value") and the seller it answers. */
  readonly senderEndpoint: string | null;
  readonly receiverEndpoint: string | null;
}

export function readInvoiceResponse(root: XmlElement): InvoiceResponse {
  if (root.local !== 'ApplicationResponse') throw new Error('not an ApplicationResponse');
  if (textOf(child(root, CBC, 'CustomizationID')) !== 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3') throw new Error('not a BIS Invoice Response 3');
  const response = child(root, CAC, 'DocumentResponse', 'Response');
  const reference = child(root, CAC, 'DocumentResponse', 'DocumentReference');
  const code = textOf(child(response, CBC, 'ResponseCode'));
  const documentId = textOf(child(reference, CBC, 'ID'));
  if (!code || !documentId) throw new Error('the Invoice Response lacks its ResponseCode or DocumentReference');
  const endpoint = (party: string) => {
    const element = child(child(root, CAC, party), CBC, 'EndpointID');
    return element && textOf(element) ? `${element.attributes.schemeID ?? ''}:${textOf(element)}` : null;
  };
  return {
    id: textOf(child(root, CBC, 'ID')),
    issueDate: textOf(child(root, CBC, 'IssueDate')),
    responseCode: code,
    statusReasons: children(response, CAC, 'Status').map((status) => ({ code: textOf(child(status, CBC, 'StatusReasonCode')), text: textOf(child(status, CBC, 'StatusReason')) })),
    documentId,
    documentTypeCode: textOf(child(reference, CBC, 'DocumentTypeCode')),
    senderEndpoint: endpoint('SenderParty'),
    receiverEndpoint: endpoint('ReceiverParty'),
  };
}
