/**
 * The Registrer faktura list of a client (part 2 §2.6, §4, §6, §8): which entries can be ticked for
 * production, the sums of invoices and credit notes, which approval call the officer uses, and the
 * list's messages.
 */
import type { Ore } from '../money/ore';
import { sumOre } from '../money/ore';
import type { EntryType } from './entryType';

export const REGISTRATION_TITLE = 'Registrer faktura';
export const REGISTRATION_CLIENT_NOT_FOUND_MESSAGE = 'Klient ikke funnet!';
export const APPROVE_FAILED_MESSAGE = 'Kunne ikke godkjenne de valgte postene';
export const APPROVE_UNEXPECTED_ANSWER_MESSAGE = 'Godkjent, men fikk en uventet respons.';
export const DELETE_FAILED_MESSAGE = 'Kunne ikke slette de valgte postene';
export const UNEXPECTED_UPLOAD_ANSWER_PREFIX = 'Uventet respons: ';

/** The officer whose approvals go through the legacy call Client/{id}/ApproveRegEntry (part 2 §6). */
export const LEGACY_APPROVAL_USER_ID = 15;

export function usesLegacyApproval(userId: number | null | undefined): boolean {
  return userId === LEGACY_APPROVAL_USER_ID;
}

/** '{n} fil(er) lastet opp.' */
export function filesUploadedMessage(count: number): string {
  return `${count} fil(er) lastet opp.`;
}

/** '{name}: {reason}' for a file the server refused. */
export function fileRefusedMessage(name: string, reason: string | null): string {
  return `${name}: ${reason ?? ''}`.trimEnd();
}

/** Not worded by the spec; ours: the confirm dialogs and the approval's success. */
export function confirmDeleteMessage(count: number): string {
  return `Slette ${count} valgte post(er)?`;
}
export function confirmProduceMessage(count: number): string {
  return `Produsere ${count} valgte post(er)?`;
}
export function producedMessage(count: number): string {
  return `${count} post(er) godkjent for produksjon.`;
}
export function deletedMessage(count: number): string {
  return `${count} post(er) slettet.`;
}

export interface ListedEntry {
  readonly entryType: EntryType;
  readonly jourNr: number | null;
  readonly jourDate: string | null;
  readonly amountIncTax: Ore;
}

/**
 * An entry can be ticked for production once it has its journal number and invoice date (the server
 * approves only those and leaves the rest as drafts). The list has one selection for both actions, so an
 * entry not ready yet is deleted from its form (Slett) rather than from the list.
 */
export function isEntrySelectable(entry: ListedEntry): boolean {
  return entry.jourNr !== null && entry.jourDate !== null;
}

export interface EntrySums {
  readonly invoices: Ore;
  readonly creditNotes: Ore;
}

export function entrySums(entries: readonly ListedEntry[]): EntrySums {
  return {
    invoices: sumOre(entries.filter((entry) => entry.entryType === 'INVOICE').map((entry) => entry.amountIncTax)),
    creditNotes: sumOre(entries.filter((entry) => entry.entryType === 'CREDITNOTE').map((entry) => entry.amountIncTax)),
  };
}
