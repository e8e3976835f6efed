import { validateXML } from 'xmllint-wasm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../../tests/fixtures/openInvoices';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { isoText } from '../../../domain/dates/calendarDay';
import { osloClock } from '../../../domain/dates/osloClock';
import { recordingNotifier } from '../shared/fakes';
import { httpUnmatchedPayments } from './httpUnmatchedPayments';

// Against the real server and database: every answer passes the contract's response validators (issue 45). The OCR
// giro upload's adapter sends by XMLHttpRequest (for its progress), which Node lacks: tests/e2e/unmatchedPayments.spec.ts
// runs it in Chromium.
let server: TestApp;
let origin: string;
let open: OpenInvoices;
const notifier = recordingNotifier();
const ACCOUNT = '15032467803';
const schema = readFileSync(new URL('../../../../tests/fixtures/iso20022/norlink-pain.001.001.03-subset.xsd', import.meta.url), 'utf8');

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  open = await addOpenInvoices(server.db, { clientId: 1953, invoices: 2 });
  await server.db.query(`UPDATE invoice SET kid = '0000' || jour_nr WHERE client_id = 1953`);
  await server.db.query("INSERT INTO client_bank_account (client_id, account_type, account_number, bic) VALUES (1953, 'Primary', $1, 'DNBANOKK')", [ACCOUNT]);
}, 120_000);
afterAll(() => server.close());

describe('httpUnmatchedPayments against the reference server', { timeout: 60_000 }, () => {
  it('lists payments that matched nothing, allocates one and returns the other as a pain.001 file', async () => {
    const client = await signedInLegacyClient(origin, notifier);
    const port = httpUnmatchedPayments(client);
    await server.db.query(
      `INSERT INTO unmatched_payment (source, source_reference, client_id, amount_ore, bank_date, kid, payer_name, reason)
       SELECT 'OCR', 'adapter-' || amount, 1953, amount, date '2026-11-20', kid, 'Olga Feilbetaler', 'Ingen åpen faktura har denne KID-en'
         FROM (VALUES (132700, '0000700011'), (43210, '0000799999')) AS p(amount, kid)`);
    const listed = (await port.list('OPEN').fetch()).filter((p) => p.clientId === 1953);
    expect(listed.map((p) => p.amount).sort((a, b) => a - b)).toEqual([43_210, 132_700]);
    const toAllocate = listed.find((p) => p.amount === 132_700)!;
    const detail = await port.detail(toAllocate.id).fetch();
    expect(detail?.candidates[0]).toMatchObject({ invoiceId: open.invoiceIds[0], rest: { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 } });
    const allocated = await port.allocate(toAllocate.id, crypto.randomUUID(), [{ invoiceId: open.invoiceIds[0]!, allocated: detail!.candidates[0]!.rest }]);
    expect(allocated).toEqual({ credit: 0, settledInvoiceIds: [open.invoiceIds[0]] });
    expect((await port.detail(toAllocate.id).fetch())?.status).toBe('ALLOCATED');

    const toReturn = listed.find((p) => p.amount === 43_210)!;
    const today = isoText(osloClock(new Date()));
    const { fileName } = await port.returnPayment(toReturn.id, crypto.randomUUID(), { creditorName: 'Olga Feilbetaler', creditorAccount: '12345678903', text: 'Tilbake', executionDate: today });
    const download = await port.downloadReturnFile(toReturn.id);
    expect(download.fileName).toBe(fileName);
    const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: await download.content.text() }], schema: [{ fileName: 'subset.xsd', contents: schema }] });
    expect(result.errors).toEqual([]);
    expect(await port.detail(999_999).fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });
});
