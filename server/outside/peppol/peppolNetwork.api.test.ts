import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_FAILURE_TEXTS } from '../../../src/domain/production/dispatch';
import { EHF_REJECTED_PREFIX } from '../../../src/domain/production/networkDelivery';
import { addPendingProductions } from '../../../tests/fixtures/pendingProductions';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { legacyLogin } from '../../../tests/support/legacyLogin';
import { invoiceResponseSbdh, startAccessPointStub, type AccessPointStub } from '../../../tests/support/outside/accessPointStub';
import { startLocalSml, type LocalSml } from '../../../tests/support/outside/smlDnsServer';
import { startLocalSmp, type LocalSmp } from '../../../tests/support/outside/smpServer';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { BACKGROUND_JOB_HANDLERS } from '../../jobs/handlers';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner';
import { PRODUCTION_DISPATCH_JOB, productionDispatchJob } from '../../production/productionDispatch';
import { EMBEDDED_OUTSIDE_CONFIG } from '../outsideConfig';
import { outsidePartiesFrom, type OutsideParties } from '../outsideParties';
import { directoryAccessPoint, httpAccessPoint } from './accessPoint';
import { BIS_BILLING, participantOf } from './identifiers';
import { startNetworkSender } from './networkSender';
import { readSbdh } from './sbdh';

/**
 * The PEPPOL network behind configuration, against local servers that speak its formats: a DNS server answering as
 * the SML (U-NAPTR "Meta:SMP"), an SMP answering service metadata, and an access point taking SBDH documents (a drop
 * directory, and an HTTP stub) with receipts and Invoice Responses; on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let sml: LocalSml;
let smp: LocalSmp;
let ap: AccessPointStub;
let outside: OutsideParties;
let server: TestApp;
let runner: JobRunner;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let legacy: Record<string, string>;
let dropDir: string;

const services = (...kinds: ('invoice' | 'creditNote')[]) => kinds.map((kind) => ({ documentType: BIS_BILLING[kind], process: BIS_BILLING.process }));

function registerReceiver(orgNo: string, accepts: ReturnType<typeof services>) {
  smp.participants.set(participantOf(orgNo), accepts);
  sml.register(participantOf(orgNo), smp.url);
}

beforeAll(async () => {
  [sml, smp, ap] = await Promise.all([startLocalSml(), startLocalSmp(), startAccessPointStub()]);
  outside = outsidePartiesFrom({ ...EMBEDDED_OUTSIDE_CONFIG, peppolSmlZone: sml.zone, peppolDnsServers: [sml.server], peppolTimeoutMs: 3000 });
  [server, contract] = await Promise.all([startTestApp({ seed: 'small', outside }), loadContractResponses()]);
  runner = startJobRunner(server.db, { handlers: { [PRODUCTION_DISPATCH_JOB]: productionDispatchJob }, bus: server.bus, outside, pollMs: 600_000 });
  legacy = await legacyLogin(server.app, 'teknisk', 'teknisk-demo');
  dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-ap-'));
}, 300_000);
afterAll(async () => {
  await runner?.close();
  await server?.close();
  await Promise.all([sml?.close(), smp?.close(), ap?.close()]);
  if (dropDir) fs.rmSync(dropDir, { recursive: true, force: true });
});

async function lookUp(orgNo: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/legacy/CommonReg/Elma/${orgNo}`, headers: legacy });
  if (response.statusCode === 200) expect(contract.violations('legacy', 'lookupElma', 200, response.json())).toEqual([]);
  return response;
}

describe('can this organisation receive EHF: a PEPPOL lookup (PEPPOL_SML_ZONE)', () => {
  it('finds a receiver of invoices and credit notes through the SML and its SMP, and keeps the answer for the record lifetime', async () => {
    registerReceiver('911111110', services('invoice', 'creditNote'));
    const response = await lookUp('911111110');
    expect(response.json()).toMatchObject({ found: true, source: 'PEPPOL', acceptsInvoice: true, acceptsCreditNote: true, company: { orgNo: '911111110', isEnabled: true, ehfVersion3: true } });
    const asked = sml.asked.length;
    expect((await lookUp('911111110')).json().acceptsInvoice).toBe(true);
    expect(sml.asked.length).toBe(asked);
    const [kept] = await server.db.query<{ seconds: number }>('SELECT extract(epoch FROM expires_at - looked_up_at)::int AS seconds FROM peppol_receiver WHERE org_no = $1', ['911111110']);
    expect(kept!.seconds).toBe(600);
  });

  it('tells found-but-not-for-BIS-Billing-3 from not in the network', async () => {
    // Only credit notes, and invoices through an endpoint that expired.
    smp.participants.set(participantOf('922222220'), [
      ...services('creditNote'),
      { documentType: BIS_BILLING.invoice, process: BIS_BILLING.process, expiration: '2020-01-01T00:00:00Z' },
    ]);
    sml.register(participantOf('922222220'), smp.url);
    expect((await lookUp('922222220')).json()).toMatchObject({ found: true, acceptsInvoice: false, acceptsCreditNote: true, company: { isEnabled: false } });
    expect((await lookUp('933333330')).json()).toMatchObject({ found: false, company: null, acceptsInvoice: false });
    // In the SML but unknown to its SMP.
    sml.register(participantOf('944444440'), smp.url);
    expect((await lookUp('944444440')).json()).toMatchObject({ found: false });
  });

  it('answers 503 without blocking when the SML does not answer and nothing is kept', async () => {
    sml.silent = true;
    const started = Date.now();
    const response = await lookUp('955555550');
    sml.silent = false;
    expect(response.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(8000);
  });
});

describe('the e-invoice readiness report and its bulk switch to EHF', () => {
  it("shows a client's business customers by the network's answer, asks it in the background, and switches only those who can receive EHF", async () => {
    const [client] = await server.db.query<{ id: number }>(
      `SELECT c.id FROM client c WHERE c.officer_id IN (1, 2) AND (SELECT count(*) FROM customer cu WHERE cu.client_id = c.id AND cu.type = 'Business'
         AND cu.org_no IS NOT NULL AND NOT cu.fixed_shipment AND cu.shipment_type <> 'EHF') >= 2 ORDER BY c.id LIMIT 1`,
    );
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const url = `/api/service/clients/${client!.id}/einvoice-readiness`;
    const before = await server.app.inject({ method: 'GET', url, headers });
    expect(contract.violations('service', 'getEinvoiceReadiness', 200, before.json())).toEqual([]);
    const candidates = (before.json().customers as { customerId: number; orgNo: string; fixedShipment: boolean; shipmentType: string; canReceiveEhf: boolean | null }[]).filter(
      (c) => !c.fixedShipment && c.shipmentType !== 'EHF',
    );
    const [able, unable] = candidates;
    registerReceiver(able!.orgNo, services('invoice'));
    // Asked in the background (the job the report queues), then shown.
    const queued = await server.app.inject({ method: 'POST', url: `${url}/lookups`, headers });
    expect([queued.statusCode, queued.json()]).toEqual([202, { queued: true }]);
    const jobs = startJobRunner(server.db, { handlers: BACKGROUND_JOB_HANDLERS, bus: server.bus, outside, pollMs: 600_000 });
    await jobs.drain();
    await jobs.close();
    const after = (await server.app.inject({ method: 'GET', url, headers })).json().customers as { customerId: number; canReceiveEhf: boolean | null }[];
    expect(after.find((c) => c.customerId === able!.customerId)!.canReceiveEhf).toBe(true);
    expect(after.find((c) => c.customerId === unable!.customerId)!.canReceiveEhf).toBe(false);
    const switched = await server.app.inject({ method: 'POST', url: `${url}/switch-to-ehf`, headers, payload: { customerIds: [able!.customerId, unable!.customerId] } });
    expect(switched.json()).toEqual({ switched: 1, left: 1 });
    const shipments = await server.db.query<{ id: number; shipment_type: string }>('SELECT id::int, shipment_type FROM customer WHERE id = ANY($1::bigint[]) ORDER BY id', [[able!.customerId, unable!.customerId]]);
    expect(new Map(shipments.map((c) => [c.id, c.shipment_type])).get(able!.customerId)).toBe('EHF');
    expect(new Map(shipments.map((c) => [c.id, c.shipment_type])).get(unable!.customerId)).not.toBe('EHF');
  });
});

describe('EHF dispatched through the network and handed to the access point', () => {
  let sentEntry: { entryId: number; clientId: number };
  let outboxId: number;

  it('dispatches only to receivers the network knows, whatever the seeded ELMA table says', async () => {
    const inNetwork = await addPendingProductions(server.db, {
      count: 3,
      shipment: 'EHF',
      // Organisations the readiness report has not asked about yet (a kept answer holds for its record's lifetime).
      where: `cu.org_no IS NOT NULL AND c.org_no IS NOT NULL AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id)
              AND NOT EXISTS (SELECT 1 FROM peppol_receiver p WHERE p.org_no = cu.org_no)`,
    });
    const orgNos = (
      await server.db.query<{ org_no: string }>(
        'SELECT DISTINCT cu.org_no FROM production_entry e JOIN customer cu ON cu.id = e.customer_id WHERE e.id = ANY($1::bigint[])',
        [inNetwork.map((e) => e.entryId)],
      )
    ).map((r) => r.org_no);
    for (const orgNo of orgNos) registerReceiver(orgNo, services('invoice', 'creditNote'));
    const notInNetwork = await addPendingProductions(server.db, {
      count: 1,
      shipment: 'EHF',
      where: `cu.org_no IS NOT NULL AND cu.org_no NOT IN (${orgNos.map((o) => `'${o}'`).join(',')})
              AND EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no AND p.is_enabled AND p.ehf_version3)`,
    });
    const all = [...inNetwork, ...notInNetwork];
    const approved = await server.app.inject({ method: 'POST', url: '/api/legacy/Production/Approve', headers: legacy, payload: { entries: all.map(({ clientId, entryId }) => ({ clientId, entryId })) } });
    expect(approved.statusCode).toBe(204);
    await runner.drain();
    const rows = await server.db.query<{ id: number; status: string; status_text: string }>('SELECT id::int, status, status_text FROM production_entry WHERE id = ANY($1::bigint[])', [all.map((e) => e.entryId)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(notInNetwork[0]!.entryId)).toMatchObject({ status: 'FAILED', status_text: DISPATCH_FAILURE_TEXTS.notInEhfRegister });
    const sent = inNetwork.filter((e) => byId.get(e.entryId)!.status === 'SENT');
    expect(sent.length).toBeGreaterThan(0);
    sentEntry = sent[0]!;
    const [row] = await server.db.query<{ id: number; delivery_status: string }>(
      "SELECT id::int, delivery_status FROM network_outbox WHERE source_kind = 'production' AND source_id = $1 AND network = 'EHF'",
      [sentEntry.entryId],
    );
    expect(row).toMatchObject({ delivery_status: 'Waiting' });
    outboxId = row!.id;
  });

  it('drops the SBDH in the access point directory, reads its receipt and the receiver rejection, which fails the entry with the reason', async () => {
    const dirs = { outbox: path.join(dropDir, 'out'), receipts: path.join(dropDir, 'receipts'), inbox: path.join(dropDir, 'inbox') };
    const sender = startNetworkSender(server.db, directoryAccessPoint(server.db, dirs), { bus: server.bus, pollMs: 600_000 });
    try {
      await sender.drain();
      const [row] = await server.db.query<{ instance_id: string; delivery_status: string; document_id: string; receiver: string }>(
        'SELECT sbdh_instance_id::text AS instance_id, delivery_status, document_id, receiver FROM network_outbox WHERE id = $1',
        [outboxId],
      );
      expect(row!.delivery_status).toBe('HandedOver');
      const dropped = fs.readdirSync(dirs.outbox);
      expect(dropped).toContain(`${row!.instance_id}.xml`);
      expect(dropped.filter((name) => name.startsWith('.'))).toEqual([]);
      const { envelope } = readSbdh(fs.readFileSync(path.join(dirs.outbox, `${row!.instance_id}.xml`), 'utf8'));
      const [client] = await server.db.query<{ org_no: string }>('SELECT org_no FROM client WHERE id = $1', [sentEntry.clientId]);
      expect(envelope).toMatchObject({ instanceId: row!.instance_id, receiver: `0192:${row!.receiver}`, sender: `0192:${client!.org_no}`, countryC1: 'NO' });
      expect(envelope.documentType).toBe(`busdox-docid-qns::${BIS_BILLING.invoice}`);

      // The access point's receipt, then the buyer's Invoice Response (BIS Invoice Response 3, code RE).
      fs.mkdirSync(dirs.receipts, { recursive: true });
      fs.writeFileSync(path.join(dirs.receipts, `${row!.instance_id}.json`), JSON.stringify({ status: 'DELIVERED', transmissionId: 'tx-1' }));
      await sender.drain();
      expect((await server.db.query('SELECT delivery_status FROM network_outbox WHERE id = $1', [outboxId]))[0]).toEqual({ delivery_status: 'Delivered' });
      fs.mkdirSync(dirs.inbox, { recursive: true });
      const reason = 'Mangler innkjøpsordre';
      fs.writeFileSync(
        path.join(dirs.inbox, 'response-1.xml'),
        invoiceResponseSbdh({ code: 'RE', invoiceId: row!.document_id, buyer: row!.receiver, seller: client!.org_no, reason, instanceId: 'f3d0a3b6-1111-4c4c-8d8d-000000000001' }),
      );
      await sender.drain();
      expect((await server.db.query('SELECT delivery_status, response_code FROM network_outbox WHERE id = $1', [outboxId]))[0]).toEqual({ delivery_status: 'Rejected', response_code: 'RE' });
      expect((await server.db.query('SELECT status, status_text FROM production_entry WHERE id = $1', [sentEntry.entryId]))[0]).toEqual({
        status: 'FAILED',
        status_text: `${EHF_REJECTED_PREFIX}: ${reason}`,
      });
      expect(fs.readdirSync(dirs.inbox).filter((name) => name.endsWith('.xml'))).toEqual([]);
      // Read again: kept once.
      fs.copyFileSync(path.join(dirs.inbox, 'processed', 'response-1.xml'), path.join(dirs.inbox, 'response-1-again.xml'));
      await sender.drain();
      expect(await server.db.query('SELECT count(*)::int AS n FROM network_inbound WHERE outbox_id = $1', [outboxId])).toEqual([{ n: 1 }]);
      // The failed list shows it, where it can be resent.
      const failed = await server.app.inject({ method: 'GET', url: '/api/legacy/Production/FailedList', headers: legacy });
      expect(JSON.stringify(failed.json())).toContain(`${EHF_REJECTED_PREFIX}: ${reason}`);
    } finally {
      await sender.close();
    }
  });

  it('hands each document to an HTTP access point exactly once, across a crash after the hand-over and two senders at once', async () => {
    const copy = async (status: string, extra = '') =>
      (
        await server.db.query<{ id: number; instance_id: string }>(
          `INSERT INTO network_outbox (network, source_kind, source_id, receiver, document_name, content_type, content, delivery_status, claimed_at ${extra ? ', handed_over_at' : ''})
           SELECT network, source_kind, source_id, receiver, document_name, content_type, content, $2, now() - interval '1 hour' ${extra ? ', now()' : ''} FROM network_outbox WHERE id = $1
           RETURNING id::int, sbdh_instance_id::text AS instance_id`,
          [outboxId, status],
        )
      )[0]!;
    const waiting = await copy('Waiting');
    const crashedAfterHandOver = await copy('HandedOver', 'handed');
    const abandonedClaim = await copy('Sending');
    const point = httpAccessPoint(server.db, { url: ap.url, token: 'secret-token', timeoutMs: 3000 });
    const senders = [startNetworkSender(server.db, point, { bus: server.bus, pollMs: 600_000 }), startNetworkSender(server.db, point, { bus: server.bus, pollMs: 600_000 })];
    try {
      await Promise.all(senders.map((s) => s.drain()));
      await Promise.all(senders.map((s) => s.drain()));
      for (const row of [waiting, crashedAfterHandOver, abandonedClaim]) expect(ap.messages.has(row.instance_id)).toBe(true);
      const statuses = await server.db.query<{ delivery_status: string }>('SELECT delivery_status FROM network_outbox WHERE id = ANY($1::bigint[])', [[waiting.id, crashedAfterHandOver.id, abandonedClaim.id]]);
      expect(statuses.map((s) => s.delivery_status)).toEqual(['Delivered', 'Delivered', 'Delivered']);
      // Each document reached the access point as one message (a repeated PUT of one instance is the same message).
      expect([...ap.messages.keys()].filter((id) => [waiting, crashedAfterHandOver, abandonedClaim].some((r) => r.instance_id === id))).toHaveLength(3);
      const [exchange] = await server.db.query<{ request: string }>("SELECT request FROM outside_call WHERE party = 'peppol-ap' ORDER BY id DESC LIMIT 1");
      expect(exchange!.request).not.toContain('secret-token');
    } finally {
      await Promise.all(senders.map((s) => s.close()));
    }
  });
});
