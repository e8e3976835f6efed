import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLegacyClient, signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { toIsoDate } from '../../../domain/dates/isoDate';
import { taxRowFromExTax } from '../../../domain/vat/taxRows';
import type { EntryValues } from '../../../application/ports/entryForm.port';
import { ApiFailure } from '../shared/answer';
import { recordingNotifier } from '../shared/fakes';
import { httpEntryForm } from './httpEntryForm';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 240_000);
afterAll(() => server.close());

describe('httpEntryForm against the reference server', () => {
  it('creates an entry on a customer, checks the journal number, saves it in øre, uploads and removes a PDF, and deletes it', async () => {
    const api = httpEntryForm(await signedInServiceClient(origin, notifier), await signedInLegacyClient(origin, notifier));
    const [row] = await server.db.query<{ client_id: number; customer_id: number; jour_nr: number }>(
      `SELECT c.id AS client_id, cu.id::int AS customer_id, (SELECT max(jour_nr)::int FROM invoice i WHERE i.client_id = c.id) AS jour_nr
         FROM client c JOIN customer cu ON cu.client_id = c.id
        WHERE EXISTS (SELECT 1 FROM invoice i WHERE i.client_id = c.id) ORDER BY c.id, cu.id LIMIT 1`,
    );
    const { client_id: clientId, customer_id: customerId, jour_nr: taken } = row!;
    await server.db.query("UPDATE client SET vat_bound = true WHERE id = $1", [clientId]);
    await server.db.query("UPDATE customer SET shipment_type = 'PAPER' WHERE id = $1", [customerId]);
    expect(await api.client(clientId).fetch()).toMatchObject({ id: clientId, vatBound: true });
    expect(await api.client(999_999).fetch()).toBeNull();

    const today = toIsoDate(new Date());
    const values: EntryValues = {
      entryType: 'INVOICE', customerId, jourNr: null, refInvoiceNr: null, jourDate: today, dueDate: null, deliveryDate: null, deliveryEndDate: null, yourRef: '', customerAtt: '', ourRef: '',
      amountIncTax: null, rounding: 0, taxRows: [], language: '', shipment: 'PAPER', isFeeEnabled: false,
    };
    const created = await api.createEntry(clientId, values);
    expect(created).toMatchObject({ clientId, customerId, entryType: 'INVOICE', jourNr: null, invoiceCopy: null });

    expect(await api.validateJournalNumber(clientId, { entryId: created.id, customerId, entryType: 'INVOICE', jourNr: taken })).toBe(false);
    const jourNr = 9_400_001;
    expect(await api.validateJournalNumber(clientId, { entryId: created.id, customerId, entryType: 'INVOICE', jourNr })).toBe(true);

    const rows = [taxRowFromExTax({ code: 3, percent: 25 }, 100_000), taxRowFromExTax({ code: 31, percent: 15 }, 9_661)];
    const saved = await api.updateEntry(clientId, created.id, {
      ...values,
      jourNr,
      dueDate: toIsoDate(new Date(Date.now() + 14 * 86_400_000)),
      amountIncTax: 136_111,
      rounding: 1,
      taxRows: rows,
      yourRef: 'Ola',
    });
    expect(saved).toMatchObject({ jourNr, amountIncTax: 136_111, rounding: 1, yourRef: 'Ola', taxRows: rows });
    expect(await api.entry(created.id).fetch()).toMatchObject({ jourNr, amountIncTax: 136_111, taxRows: rows });

    const refused = await api.updateEntry(clientId, created.id, { ...values, jourNr, amountIncTax: 136_112, taxRows: rows }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiFailure);

    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    expect(await api.uploadFile(clientId, created.id, 'invoiceCopy', { name: 'kopi æ.pdf', bytes: pdf })).toMatchObject({ fileName: 'kopi æ.pdf' });
    expect((await api.entry(created.id).fetch())?.invoiceCopy).toMatchObject({ fileName: 'kopi æ.pdf' });
    await api.deleteFile(clientId, created.id, 'invoiceCopy');
    expect((await api.entry(created.id).fetch())?.invoiceCopy).toBeNull();

    const open = await api.openInvoices(customerId).fetch();
    expect(Array.isArray(open)).toBe(true);
    await api.deleteEntry(clientId, created.id);
    expect(await api.entry(created.id).fetch()).toBeNull();
    // The one refusal above, told to the officer with the server's rule message; nothing else was.
    expect(notifier.notices.map((notice) => (notice as { detail?: string }).detail)).toEqual(['400: Forfallsdato må fylles ut']);
  }, 60_000);
});
