import { err, ok, type Result } from '../result';

/** The printers a base may print on (part 2 §2.8 Skriver oppsett). */
export const PRINTER_NAMES = ['nkpri1', 'nkpri2', 'nkpri3', 'nkpri4', 'nkpri5'] as const;
export type PrinterName = (typeof PRINTER_NAMES)[number];

export const PRINTER_UPDATE_FAILED = 'Kunne ikke oppdatere skriver';
// Not given by the spec: the format is free text the print server reads, at most 50 characters.
export const FORMAT_MISSING = 'Format mangler';
export const FORMAT_TOO_LONG = 'Format kan ikke være lengre enn 50 tegn';
export const FORMAT_MAX_LENGTH = 50;

/** A printer's format as the edit dialog and the server accept it: trimmed, 1 to 50 characters. */
export function checkPrinterFormat(formType: string): Result<string, string> {
  const format = formType.trim();
  if (format === '') return err(FORMAT_MISSING);
  return format.length > FORMAT_MAX_LENGTH ? err(FORMAT_TOO_LONG) : ok(format);
}

/** The edit dialog's values (part 2 §2.8 Skriver oppsett; the IPP address of issue 45, blank for none). */
export interface PrinterForm {
  readonly printerName: PrinterName;
  readonly formType: string;
  readonly ippUrl: string;
}

/** The dialog's rule for useDomainForm: the format and the IPP address as the server checks them. */
export function validatePrinterForm(values: PrinterForm): { field: keyof PrinterForm; message: string }[] {
  const issues: { field: keyof PrinterForm; message: string }[] = [];
  const format = checkPrinterFormat(values.formType);
  if (!format.ok) issues.push({ field: 'formType', message: format.error });
  const ippUrl = checkPrinterIppUrl(values.ippUrl);
  if (!ippUrl.ok) issues.push({ field: 'ippUrl', message: ippUrl.error });
  return issues;
}

/** Issue 45: where a base's PAPER print batches go by IPP (RFC 8010 over HTTP, RFC 3510 `ipp:` / RFC 7472 `ipps:`). */
export const IPP_URL_MAX_LENGTH = 500;
export const IPP_URL_INVALID = 'Skriv en IPP-adresse som begynner med ipp://, ipps://, http:// eller https://';
export const IPP_URL_TOO_LONG = `IPP-adressen kan ikke være lengre enn ${IPP_URL_MAX_LENGTH} tegn`;
// Secrets come from the environment, never from the database (ARCHITECTURE.md §8): an address carries none.
export const IPP_URL_CREDENTIALS = 'IPP-adressen kan ikke inneholde brukernavn eller passord';
export const IPP_UPDATE_FAILED = 'Kunne ikke lagre IPP-adressen';
export const IPP_URL_LABEL = 'IPP-adresse';
/** Shown for a printer without an address: its batches wait for download on the production history. */
export const IPP_URL_NONE = 'Ingen (last ned)';
const IPP_SCHEMES = ['ipp:', 'ipps:', 'http:', 'https:'];

/** A printer's IPP address as the dialog and the server accept it: trimmed, or null when blank (batches kept for download). */
export function checkPrinterIppUrl(value: string | null): Result<string | null, string> {
  const text = (value ?? '').trim();
  if (text === '') return ok(null);
  if (text.length > IPP_URL_MAX_LENGTH) return err(IPP_URL_TOO_LONG);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(IPP_URL_INVALID);
  }
  if (!IPP_SCHEMES.includes(url.protocol) || url.hostname === '' || !/^[a-z]+:\/\//i.test(text)) return err(IPP_URL_INVALID);
  if (url.username !== '' || url.password !== '') return err(IPP_URL_CREDENTIALS);
  return ok(text);
}
