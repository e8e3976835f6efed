/**
 * The rules of the invoice page's move dialog and of the customer-note editor (part 2 §5: "move-to-customer
 * needs customerId"; the note's text is required by the contract's NoticeUpdate).
 */

export const CUSTOMER_NOT_CHOSEN_MESSAGE = 'Velg kunden fakturaen skal flyttes til';
export const NOTE_TEXT_MISSING_MESSAGE = 'Notatet kan ikke være tomt';
/** The contract's longest note text (NoticeUpdate.noticeText). */
export const NOTE_TEXT_MAX_LENGTH = 10_000;
export const NOTE_TEXT_TOO_LONG_MESSAGE = `Notatet kan ikke være lengre enn ${NOTE_TEXT_MAX_LENGTH} tegn`;

export interface MoveInvoiceForm {
  /** The chosen customer's id, '' until one is chosen. */
  readonly customerId: string;
}

export function validateMoveInvoiceForm(values: MoveInvoiceForm): { field: 'customerId'; message: string }[] {
  return /^\d+$/.test(values.customerId) ? [] : [{ field: 'customerId', message: CUSTOMER_NOT_CHOSEN_MESSAGE }];
}

export interface NoteForm {
  readonly text: string;
}

export function validateNoteForm(values: NoteForm): { field: 'text'; message: string }[] {
  if (values.text.trim() === '') return [{ field: 'text', message: NOTE_TEXT_MISSING_MESSAGE }];
  if (values.text.length > NOTE_TEXT_MAX_LENGTH) return [{ field: 'text', message: NOTE_TEXT_TOO_LONG_MESSAGE }];
  return [];
}
