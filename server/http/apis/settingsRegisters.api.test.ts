import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTOR_DOMAIN_LISTED, COLLECTOR_EMAIL_EXISTS } from '../../../src/domain/settings/collectors';
import { FORMAT_MISSING, PRINTER_UPDATE_FAILED } from '../../../src/domain/settings/printers';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let headers: Record<string, string>;
const published: string[][] = [];
const check: Record<string, (body: unknown) => string> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'saksbehandler', password: 'saksbehandler-demo' } });
  headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  for (const operationId of ['updatePrinters', 'addCollectorRecipient', 'listCollectors']) check[operationId] = await contractResponseCheck('legacy', operationId);
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/legacy/${url}`, headers, ...(payload ? { payload } : {}) });
const printerRows = () => server.db.query<{ id: number; printer_name: string; form_type: string }>('SELECT id, printer_name, form_type FROM printer ORDER BY id');

describe('printers (part 2 §2.8 Skriver oppsett)', () => {
  it('changes name and format of a printer and answers the whole list', async () => {
    published.length = 0;
    const response = await call('PUT', 'CommonReg/Printer', { printers: [{ id: 2, baseNr: 2, printerName: 'nkpri4', formType: ' A4 blank ' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(check.updatePrinters!(response.json())).toBe('');
    const { printers } = response.json() as { printers: { id: number; printerName: string; formType: string }[] };
    expect(printers).toHaveLength(5);
    expect(printers.find((printer) => printer.id === 2)).toMatchObject({ printerName: 'nkpri4', formType: 'A4 blank' });
    expect(published).toEqual([['CommonReg/Printers']]);
  });

  it('refuses an unknown printer name, an empty format, or a printer that is not there, changing nothing', async () => {
    const before = await printerRows();
    const badName = await call('PUT', 'CommonReg/Printer', { printers: [{ id: 1, baseNr: 1, printerName: 'nkpri9', formType: 'A4' }] });
    expect(badName.statusCode).toBe(400);
    const noFormat = await call('PUT', 'CommonReg/Printer', { printers: [{ id: 1, baseNr: 1, printerName: 'nkpri1', formType: '  ' }] });
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json()).toMatchObject({ fieldErrors: [{ path: 'body.printers.0.formType', message: FORMAT_MISSING }] });
    const wrongBase = await call('PUT', 'CommonReg/Printer', {
      printers: [
        { id: 1, baseNr: 1, printerName: 'nkpri5', formType: 'Endret' },
        { id: 3, baseNr: 4, printerName: 'nkpri5', formType: 'Endret' },
      ],
    });
    expect(wrongBase.statusCode).toBe(404);
    expect(wrongBase.json()).toMatchObject({ message: PRINTER_UPDATE_FAILED });
    expect(await printerRows()).toEqual(before);
  });
});

describe('PDF recipients (part 2 §2.8 PDF-mottakere)', () => {
  it('adds a recipient, refuses it again with code 12, and deletes it', async () => {
    published.length = 0;
    const added = await call('POST', 'CommonReg/Collector/Recipient', { email: 'pdf@nyttfirma.example.no' });
    expect(added.statusCode, added.body).toBe(200);
    expect(check.addCollectorRecipient!(added.json())).toBe('');
    const { id } = added.json() as { id: number };
    expect(published).toEqual([['CommonReg/Collectors']]);
    const listed = (await call('GET', 'CommonReg/Collectors')).json() as { recipients: { id: number }[] };
    expect(listed.recipients.map((recipient) => recipient.id)).toContain(id);

    const again = await call('POST', 'CommonReg/Collector/Recipient', { email: 'PDF@nyttfirma.example.no' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: COLLECTOR_EMAIL_EXISTS, code: '12' });

    expect((await call('DELETE', `CommonReg/Collector/Recipient/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `CommonReg/Collector/Recipient/${id}`)).statusCode).toBe(404);
  });

  it('refuses an address under a listed domain with the alert, and a missing or invalid address', async () => {
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collector_recipient');
    const listed = await call('POST', 'CommonReg/Collector/Recipient', { email: 'kari@bilagsmottak.example.no' });
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toMatchObject({ message: COLLECTOR_DOMAIN_LISTED, fieldErrors: [{ path: 'body.email', message: COLLECTOR_DOMAIN_LISTED }] });
    expect((await call('POST', 'CommonReg/Collector/Recipient', {})).statusCode).toBe(400);
    expect((await call('POST', 'CommonReg/Collector/Recipient', { email: 'ikke-en-adresse' })).statusCode).toBe(400);
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM collector_recipient');
    expect(after!.n).toBe(before!.n);
  });
});
