import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_KID_NEAR } from '../../../src/domain/payment/unmatchedCandidates';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { TEST_SEED_TODAY } from '../../db/seed/profiles';
import { ApiError } from '../../http/apiError';
import { allocateUnmatched, candidatesFor, returnUnmatched, UNMATCHED_ALREADY_RESOLVED } from './unmatchedWorkbench';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ seed: 'small' });
}, 240_000);
afterAll(() => test?.close());

const context = { officerId: 1, bases: [1, 2, 3, 4, 5], today: TEST_SEED_TODAY };
const schema = readFileSync(new URL('../../../tests/fixtures/iso20022/pain.001.001.03.xsd', import.meta.url), 'utf8');

async function openInvoices(n: number) {
  return test.db.query<{ id: number; client_id: number; kid: string; rest: number; invoice_part: number }>(
    `SELECT i.id::int AS id, i.client_id, i.kid, i.rest_amount_ore::float8 AS rest, i.invoice_part_ore::float8 AS invoice_part FROM invoice i
      WHERE i.type = 'INVOICE' AND i.kid ~ '^[0-9]{16}$' AND i.rest_amount_ore > 0 AND i.interest_part_ore = 0 AND i.fee_part_ore = 0
        AND i.client_id = (SELECT client_id FROM invoice WHERE type = 'INVOICE' AND kid ~ '^[0-9]{16}$' AND rest_amount_ore > 0 GROUP BY client_id HAVING count(*) > 3 ORDER BY client_id LIMIT 1)
      ORDER BY i.id LIMIT $1`, [n]);
}

async function unmatched(clientId: number, amount: number, kid: string | null) {
  const [row] = await test.db.query<{ id: number }>(
    `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, payer_name, reason)
     VALUES ('OCR', $1, $2, $3, $4, $5, 'Ola Nordmann', 'Ingen åpen faktura har denne KID-en') RETURNING id::int AS id`,
    [`test:${Math.random()}`, clientId, amount, TEST_SEED_TODAY, kid]);
  return row!.id;
}

describe('the workbench of payments that match nothing', { timeout: 120_000 }, () => {
  it('ranks the invoice whose KID has one wrong digit first, and allocating settles it once', async () => {
    const [invoice] = await openInvoices(1);
    const typo = `${invoice!.kid.slice(0, 12)}${(Number(invoice!.kid[12]) + 1) % 10}${invoice!.kid.slice(13)}`;
    const id = await unmatched(invoice!.client_id, invoice!.rest, typo);
    const ranked = await candidatesFor(test.db, id, context.bases);
    expect(ranked[0]?.candidate.invoiceId).toBe(invoice!.id);
    expect(ranked[0]?.reasons).toContain(REASON_KID_NEAR);

    const paymentIds = await test.db.transaction((tx) => allocateUnmatched(tx, id, [{ invoiceId: invoice!.id, invoicePart: invoice!.rest, interestPart: 0, feePart: 0 }], context));
    expect(paymentIds).toHaveLength(1);
    const [after] = await test.db.query<{ rest: number; status_code: string }>('SELECT rest_amount_ore::float8 AS rest, status_code FROM invoice WHERE id = $1', [invoice!.id]);
    expect(after).toEqual({ rest: 0, status_code: 'P' });
    // Twice is refused, nothing more registered.
    await expect(test.db.transaction((tx) => allocateUnmatched(tx, id, [{ invoiceId: invoice!.id, invoicePart: 1, interestPart: 0, feePart: 0 }], context)))
      .rejects.toMatchObject({ status: 409, message: UNMATCHED_ALREADY_RESOLVED });
  });

  it('splits one payment over several invoices, the rest kept as credit: the whole amount is booked, once', async () => {
    const invoices = (await openInvoices(4)).slice(1, 3);
    const amount = invoices[0]!.rest + 1000 + 500;
    const id = await unmatched(invoices[0]!.client_id, amount, null);
    const ids = await test.db.transaction((tx) => allocateUnmatched(tx, id, [
      { invoiceId: invoices[0]!.id, invoicePart: invoices[0]!.rest, interestPart: 0, feePart: 0 },
      { invoiceId: invoices[1]!.id, invoicePart: 1000, interestPart: 0, feePart: 0 },
    ], context));
    const booked = await test.db.query<{ amount: number; credit: number }>(
      'SELECT sum(amount_ore)::float8 AS amount, sum(credit_ore)::float8 AS credit FROM payment WHERE id = ANY($1::bigint[])', [ids]);
    expect(booked).toEqual([{ amount, credit: 500 }]);
  });

  it('allocating more than was paid writes nothing', async () => {
    const [invoice] = (await openInvoices(5)).slice(4);
    const id = await unmatched(invoice!.client_id, 100, null);
    await expect(test.db.transaction((tx) => allocateUnmatched(tx, id, [{ invoiceId: invoice!.id, invoicePart: 200, interestPart: 0, feePart: 0 }], context)))
      .rejects.toBeInstanceOf(ApiError);
    const [row] = await test.db.query<{ status: string }>('SELECT status FROM unmatched_payment WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'OPEN' });
  });

  it('a return produces a pain.001 that validates against its schema, and resolves the payment', async () => {
    const [invoice] = await openInvoices(1);
    const id = await unmatched(invoice!.client_id, 43_210, '1234');
    const { xml, exchangeId } = await test.db.transaction((tx) => returnUnmatched(tx, id, {
      creditorName: 'Ola Nordmann', creditorAccount: '12345678903', text: 'Tilbakebetaling: innbetalingen traff ingen faktura', executionDate: TEST_SEED_TODAY, officerId: 1, now: new Date(),
    }));
    const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: xml }], schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }] });
    expect(result.errors).toEqual([]);
    expect(xml).toContain('<InstdAmt Ccy="NOK">432.10</InstdAmt>');
    const [row] = await test.db.query<{ status: string; return_exchange_id: number }>('SELECT status, return_exchange_id::int AS return_exchange_id FROM unmatched_payment WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'RETURNED', return_exchange_id: exchangeId });
  });
});
