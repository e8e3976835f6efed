import type { PrinterName } from '../../domain/settings/printers';
import type { ServerRead } from './serverRead.port';

/** A base's printer (part 2 §3.8). */
export interface Printer {
  readonly id: number;
  readonly baseNr: number;
  readonly printerName: PrinterName;
  readonly formType: string;
  /** Where the base's PAPER print batches go by IPP (issue 45); null: kept for download. */
  readonly ippUrl: string | null;
}

export interface CollectorRecipient {
  readonly id: number;
  readonly email: string;
}

export interface CollectorDomain {
  readonly id: number;
  readonly domain: string;
}

export interface Collectors {
  readonly recipients: readonly CollectorRecipient[];
  readonly domains: readonly CollectorDomain[];
}

/** Why a recipient was not added: the address is registered already (code 12), or anything else. */
export type RecipientRefusal = 'exists' | 'failed';

/** The common registers of the settings pages: printers per base and PDF recipients (part 2 §7.4). */
export interface SettingsRegistersPort {
  printers(): ServerRead<readonly Printer[]>;
  /** Name and format (the IPP address is not changed here). */
  updatePrinter(printer: Printer): Promise<void>;
  /** PUT CommonReg/Printer/{id}/Ipp (Technical): the address, or null for none. */
  setPrinterIppUrl(printerId: number, ippUrl: string | null): Promise<void>;
  collectors(): ServerRead<Collectors>;
  addRecipient(email: string): Promise<{ readonly added: CollectorRecipient } | { readonly refused: RecipientRefusal }>;
  removeRecipient(id: number): Promise<void>;
}
