import { describe, expect, it } from 'vitest';
import {
  confirmDeleteMessage,
  confirmProduceMessage,
  deletedMessage,
  entrySums,
  fileRefusedMessage,
  filesUploadedMessage,
  isEntrySelectable,
  producedMessage,
  usesLegacyApproval,
} from './entryList';

const entry = (entryType: 'INVOICE' | 'CREDITNOTE', amountIncTax: number, ready = true) => ({
  entryType,
  amountIncTax,
  jourNr: ready ? 1 : null,
  jourDate: ready ? '2026-11-20' : null,
});

describe('the Registrer faktura list', () => {
  it('ticks only entries with their journal number and invoice date', () => {
    expect(isEntrySelectable(entry('INVOICE', 100))).toBe(true);
    expect(isEntrySelectable(entry('INVOICE', 100, false))).toBe(false);
    expect(isEntrySelectable({ ...entry('INVOICE', 100), jourDate: null })).toBe(false);
  });

  it('sums invoices and credit notes apart, to the øre', () => {
    expect(entrySums([entry('INVOICE', 125_000), entry('INVOICE', 9_995), entry('CREDITNOTE', -25_000), entry('INVOICE', 1, false)])).toEqual({ invoices: 134_996, creditNotes: -25_000 });
    expect(entrySums([])).toEqual({ invoices: 0, creditNotes: 0 });
  });

  it('sends officer 15 through the legacy approval call, everyone else through the service call', () => {
    expect(usesLegacyApproval(15)).toBe(true);
    expect(usesLegacyApproval(1)).toBe(false);
    expect(usesLegacyApproval(null)).toBe(false);
  });

  it('words the messages as the spec does', () => {
    expect(filesUploadedMessage(3)).toBe('3 fil(er) lastet opp.');
    expect(fileRefusedMessage('a.pdf', 'Filen er ikke en PDF')).toBe('a.pdf: Filen er ikke en PDF');
    expect(fileRefusedMessage('a.pdf', null)).toBe('a.pdf:');
    expect(confirmDeleteMessage(2)).toBe('Slette 2 valgte post(er)?');
    expect(confirmProduceMessage(2)).toBe('Produsere 2 valgte post(er)?');
    expect(producedMessage(2)).toBe('2 post(er) godkjent for produksjon.');
    expect(deletedMessage(1)).toBe('1 post(er) slettet.');
  });
});
