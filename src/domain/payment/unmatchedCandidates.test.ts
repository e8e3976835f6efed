import { describe, expect, it } from 'vitest';
import { kidWithMod10 } from '../identifiers/kid';
import { nearKid, rankCandidates, REASON_AMOUNT, REASON_KID_CUSTOMER, REASON_KID_EXACT, REASON_KID_NEAR, REASON_NAME, REASON_NUMBER, REASON_REST } from './unmatchedCandidates';

const kid = kidWithMod10('000123400001001');
const invoice = (id: number, overrides = {}) => ({ invoiceId: id, invoiceNumber: 1000 + id, kid: null as string | null, restAmount: 50_000, amountIncTax: 62_500, customerName: 'Ola Hansen', ...overrides });

describe('candidates for a payment that matched nothing', () => {
  it('a KID with one wrong digit beats an amount alone; reasons are given', () => {
    const typo = `${kid.slice(0, 10)}${(Number(kid[10]) + 1) % 10}${kid.slice(11)}`;
    const ranked = rankCandidates({ amount: 50_000, kid: typo, freeText: null, payerName: null }, [invoice(1), invoice(2, { kid })]);
    expect(ranked.map((r) => [r.candidate.invoiceId, r.score, r.reasons])).toEqual([
      [2, 100, [REASON_KID_NEAR, REASON_REST]],
      [1, 30, [REASON_REST]],
    ]);
  });

  it('exact KID, customer part, invoice number in the text, amount incl. VAT and the payer\'s name all count', () => {
    const ranked = rankCandidates({ amount: 62_500, kid, freeText: 'Betaler faktura 1003 og 10044', payerName: 'HANSEN OLA' }, [
      invoice(3, { kid: `${kid.slice(0, 7)}99999999` }), invoice(4, { kid }), invoice(5, { customerName: 'Kari Berg' }),
    ]);
    expect(ranked.map((r) => [r.candidate.invoiceId, r.reasons])).toEqual([
      [4, [REASON_KID_EXACT, REASON_AMOUNT, REASON_NAME]],
      [3, [REASON_KID_CUSTOMER, REASON_AMOUNT, REASON_NUMBER, REASON_NAME]],
      [5, [REASON_AMOUNT]],
    ]);
  });

  it('nothing in common: no candidate; ties by invoice number; limited', () => {
    expect(rankCandidates({ amount: 1, kid: null, freeText: null, payerName: null }, [invoice(1)])).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => invoice(30 - i));
    const ranked = rankCandidates({ amount: 50_000, kid: null, freeText: null, payerName: null }, many, 5);
    expect(ranked.map((r) => r.candidate.invoiceNumber)).toEqual([1001, 1002, 1003, 1004, 1005]);
  });

  it('near KIDs: one digit or a swap of neighbours, nothing else', () => {
    expect(nearKid('12345', '12355')).toBe(true);
    expect(nearKid('12345', '12354')).toBe(true);
    expect(nearKid('12345', '12345')).toBe(false);
    expect(nearKid('12345', '1234')).toBe(false);
    expect(nearKid('12345', '13245')).toBe(true);
    expect(nearKid('12345', '15342')).toBe(false);
    expect(nearKid('12345', '12399')).toBe(false);
  });
});
