import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSftpServer, type TestSftpServer } from '../../../tests/support/sftpServer';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { localChangeBus } from '../../realtime/changeBus';
import { agencyDeliveryJob, prepareDelivery } from './agencyDelivery';

let test: TestApp;
let sftp: TestSftpServer;

beforeAll(async () => {
  [test, sftp] = await Promise.all([startTestApp({ seed: 'small' }), startSftpServer()]);
  mkdirSync(path.join(sftp.root, 'inbound'), { recursive: true });
}, 240_000);
afterAll(async () => {
  await test?.close();
  await sftp?.close();
});

const endpointOf = () => ({
  endpoint: { host: '127.0.0.1', port: sftp.port, username: sftp.username, password: sftp.password, hostKeySha256: sftp.hostKeySha256, timeoutMs: 10_000 },
  directory: '/inbound',
});

async function transmissionWithReadyCases(shipment: 'SFTP' | 'EMAIL') {
  const [row] = await test.db.query<{ id: string; agency_id: number }>(
    `SELECT t.id, t.agency_id FROM dc_transmission t WHERE t.kind = 'CASE' AND EXISTS (SELECT 1 FROM dc_case c WHERE c.transmission_id = t.id)
      AND t.delivered_exchange_id IS NULL ORDER BY EXISTS (SELECT 1 FROM dc_case c WHERE c.transmission_id = t.id AND c.status = 'Ready') DESC, t.id LIMIT 1`);
  await test.db.query("UPDATE dc_case SET status = 'Ready' WHERE transmission_id = $1 AND status <> 'Ready'", [row!.id]);
  await test.db.query("UPDATE collection_agency SET shipment_type = $2, email_address = 'saker@inkasso.example' WHERE id = $1", [row!.agency_id, shipment]);
  // The officer approves the ready cases (what decideItems does to them).
  const approved = await test.db.query<{ id: number }>("UPDATE dc_case SET status = 'Approved', decided_at = now() WHERE transmission_id = $1 AND status = 'Ready' RETURNING id::int AS id", [row!.id]);
  return { ...row!, cases: approved.length };
}

const job = (transmissionId: string) => ({ id: 1, kind: 'agency.deliver', key: transmissionId, payload: { transmissionId }, attempts: 0 });

describe('hand-over of approved cases to the collection agency', { timeout: 120_000 }, () => {
  it('by SFTP, once, even when the server died between the approval\'s commit and the upload', async () => {
    const transmission = await transmissionWithReadyCases('SFTP');
    // The delivery is written with the cases marked Sent in one transaction; then the server is killed before the upload.
    const exchangeId = await test.db.transaction((tx) => prepareDelivery(tx, transmission.id));
    expect(exchangeId).not.toBeNull();
    const [{ sent }] = (await test.db.query<{ sent: number }>("SELECT count(*)::int AS sent FROM dc_case WHERE transmission_id = $1 AND status = 'Sent'", [transmission.id])) as [{ sent: number }];
    expect(sent).toBeGreaterThanOrEqual(transmission.cases);
    expect(readdirSync(path.join(sftp.root, 'inbound'))).toEqual([]);

    // After the restart the job runs (again): the files are uploaded once, whatever runs after.
    const handler = agencyDeliveryJob(endpointOf);
    await handler(job(transmission.id), test.db, { bus: localChangeBus() });
    await handler(job(transmission.id), test.db, { bus: localChangeBus() });
    const files = readdirSync(path.join(sftp.root, 'inbound')).sort();
    expect(files).toHaveLength(2);
    expect(files.map((f) => path.extname(f))).toEqual(['.csv', '.pdf']);
    const csv = readFileSync(path.join(sftp.root, 'inbound', files[0]!), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFSaksnummer;Klientnr;Kundenr;Kundenavn;Kundenr hos byrå;Fakturanr;Beløp;Restbeløp;Renter;Gebyr;Valuta');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + transmission.cases);
    const log = await test.db.query<{ status: string; transmission_type: string }>('SELECT status, transmission_type FROM dc_transmission_log WHERE transmission_id = $1 AND time_sent > now() - interval \'1 hour\'', [transmission.id]);
    expect(log).toEqual([{ status: 'OK', transmission_type: 'SFTP' }]);
    const [exchange] = await test.db.query<{ status: string }>('SELECT status FROM outside_exchange WHERE id = $1', [exchangeId]);
    expect(exchange).toEqual({ status: 'DONE' });
  });

  it('a failed upload is logged on the transmission and retried by the job', async () => {
    const transmission = await transmissionWithReadyCases('SFTP');
    const failing = agencyDeliveryJob(() => ({ ...endpointOf(), endpoint: { ...endpointOf().endpoint, hostKeySha256: 'SHA256:wrong' } }));
    await expect(failing(job(transmission.id), test.db, { bus: localChangeBus() })).rejects.toThrow(/vertsnøkkelen/);
    const [failed] = await test.db.query<{ status: string }>("SELECT status FROM dc_transmission_log WHERE transmission_id = $1 AND status = 'ERROR'", [transmission.id]);
    expect(failed).toEqual({ status: 'ERROR' });
    await agencyDeliveryJob(endpointOf)(job(transmission.id), test.db, { bus: localChangeBus() });
    const [ok] = await test.db.query<{ status: string }>("SELECT status FROM dc_transmission_log WHERE transmission_id = $1 AND status = 'OK'", [transmission.id]);
    expect(ok).toEqual({ status: 'OK' });
  });

  it('by e-mail: one message with the CSV and the PDF in the mail outbox', async () => {
    const transmission = await transmissionWithReadyCases('EMAIL');
    await agencyDeliveryJob(endpointOf)(job(transmission.id), test.db, { bus: localChangeBus() });
    const mails = await test.db.query<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM mail_outbox WHERE subject LIKE $1", [`%oversendelse ${transmission.id}`]);
    expect(mails).toEqual([{ recipient: 'saker@inkasso.example', subject: expect.stringContaining('Inkassosaker til') }]);
  });
});
