import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_CHOSEN_MESSAGE, NOTE_TEXT_MISSING_MESSAGE, NOTE_TEXT_TOO_LONG_MESSAGE, validateMoveInvoiceForm, validateNoteForm } from './invoiceDialogs';

describe('the move and note dialogs', () => {
  it('needs a chosen customer to move to', () => {
    expect(validateMoveInvoiceForm({ customerId: '' })).toEqual([{ field: 'customerId', message: CUSTOMER_NOT_CHOSEN_MESSAGE }]);
    expect(validateMoveInvoiceForm({ customerId: '501' })).toEqual([]);
  });

  it('needs a note text of at most 10 000 characters', () => {
    expect(validateNoteForm({ text: '  ' })).toEqual([{ field: 'text', message: NOTE_TEXT_MISSING_MESSAGE }]);
    expect(validateNoteForm({ text: 'x'.repeat(10_001) })).toEqual([{ field: 'text', message: NOTE_TEXT_TOO_LONG_MESSAGE }]);
    expect(validateNoteForm({ text: 'Ringte' })).toEqual([]);
  });
});
