/**
 * Names of the report types and report shipments on the report dispatch pages (part 1 §9).
 * The spec describes the report types in English; the Norwegian names are our translations
 * in the words the service uses with its clients.
 */

export const REPORT_TYPE_LABELS: Readonly<Record<string, string>> = {
  OCR: 'Innbetalinger med KID',
  DIR: 'Innbetalinger uten KID',
  IMA: 'Innbetalinger uten match',
  DIV: 'Diverse posteringer',
  XTR: 'Innbetalt til annen konto',
  JOUR: 'Fakturajournal',
  FAKT: 'PDF-kopi av faktura',
  SALD: 'Saldoliste',
  STAT: 'Status åpne poster',
  INK: 'Inkassovarselliste',
};

export const REPORT_SHIPMENT_LABELS: Readonly<Record<string, string>> = {
  EMAIL: 'E-post',
  FTP: 'FTP',
  PAPER: 'Post',
};

/** Unknown codes are shown as sent, so a new report type is visible before it has a name. */
export function reportTypeLabel(reportType: string): string {
  return REPORT_TYPE_LABELS[reportType] ?? reportType;
}

export function reportShipmentLabel(shipment: string): string {
  return REPORT_SHIPMENT_LABELS[shipment] ?? shipment;
}

/** A recipient's documentList is a space-separated list of report types. */
export function reportTypesOfDocumentList(documentList: string): string[] {
  return documentList.split(/\s+/).filter((type) => type !== '');
}
