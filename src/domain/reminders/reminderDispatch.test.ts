import { describe, expect, it } from 'vitest';
import { DISPATCH_FAILURE_TEXTS } from '../production/dispatch';
import { checkReminderDispatch, chooseReminderText, reminderFailedText, reminderFileName, type ReminderDispatchFacts, type ReminderTextRow } from './reminderDispatch';

const facts = (over: Partial<ReminderDispatchFacts>): ReminderDispatchFacts => ({
  shipmentType: 'PAPER',
  email: null,
  hasEfakturaAgreement: false,
  hasPrinter: true,
  hasPostalAddress: true,
  ...over,
});

describe('checkReminderDispatch', () => {
  it('sends nothing for NOSEND, whatever else is known', () => {
    expect(checkReminderDispatch(facts({ shipmentType: 'NOSEND', hasPrinter: false }))).toEqual({ outcome: 'nosend' });
  });

  it('needs a valid address for EMAIL', () => {
    expect(checkReminderDispatch(facts({ shipmentType: 'EMAIL', email: 'kari@example.no' }))).toEqual({ outcome: 'deliver' });
    expect(checkReminderDispatch(facts({ shipmentType: 'EMAIL', email: null }))).toEqual({ outcome: 'failed', reason: DISPATCH_FAILURE_TEXTS.noEmail });
    expect(checkReminderDispatch(facts({ shipmentType: 'EMAIL', email: 'kari@' }))).toEqual({ outcome: 'failed', reason: DISPATCH_FAILURE_TEXTS.invalidEmail });
  });

  it('needs a printer and a postal address for PAPER', () => {
    expect(checkReminderDispatch(facts({}))).toEqual({ outcome: 'deliver' });
    expect(checkReminderDispatch(facts({ hasPrinter: false }))).toEqual({ outcome: 'failed', reason: DISPATCH_FAILURE_TEXTS.noPrinter });
    expect(checkReminderDispatch(facts({ hasPostalAddress: false }))).toEqual({ outcome: 'failed', reason: DISPATCH_FAILURE_TEXTS.noPostalAddress });
  });

  it('sends EFAKTURA only with an active agreement of the customer', () => {
    expect(checkReminderDispatch(facts({ shipmentType: 'EFAKTURA', hasEfakturaAgreement: true }))).toEqual({ outcome: 'deliver' });
    expect(checkReminderDispatch(facts({ shipmentType: 'EFAKTURA' }))).toEqual({ outcome: 'failed', reason: DISPATCH_FAILURE_TEXTS.noEfakturaAgreement });
  });

  it('names the failure and the file', () => {
    expect(reminderFailedText(DISPATCH_FAILURE_TEXTS.noPrinter)).toBe('Feilet: Ingen skriver for basen');
    expect(reminderFileName(10023)).toBe('Purring-10023.pdf');
  });
});

describe('chooseReminderText', () => {
  const text = (clientId: number | null, reminderType: string, languageCode: string): ReminderTextRow => ({
    clientId,
    reminderType,
    languageCode,
    title: `${clientId ?? 'default'} ${reminderType} ${languageCode}`,
    reminderLabel: reminderType,
    text: 'tekst',
  });
  const texts = [
    text(null, 'REMINDER1', 'NO'),
    text(null, 'REMINDER1', 'EN'),
    text(7, 'REMINDER1', 'NO'),
    text(8, 'REMINDER1', 'EN'),
    text(7, 'REMINDER2', 'NO'),
  ];
  const pick = (clientId: number, reminderType: string, languageCode: string) => chooseReminderText(texts, { clientId, reminderType, languageCode })?.title ?? null;

  it("takes the client's own text for the type and language", () => {
    expect(pick(7, 'REMINDER1', 'NO')).toBe('7 REMINDER1 NO');
    expect(pick(8, 'REMINDER1', 'EN')).toBe('8 REMINDER1 EN');
  });

  it('falls back to the default text of the type and language, never to another client', () => {
    expect(pick(7, 'REMINDER1', 'EN')).toBe('default REMINDER1 EN');
    expect(pick(9, 'REMINDER1', 'NO')).toBe('default REMINDER1 NO');
    expect(pick(8, 'REMINDER2', 'NO')).toBeNull();
  });

  it('falls back to Norwegian for a language without a text', () => {
    expect(pick(7, 'REMINDER2', 'EN')).toBe('7 REMINDER2 NO');
    expect(pick(9, 'REMINDER1', 'DE')).toBe('default REMINDER1 NO');
  });
});
