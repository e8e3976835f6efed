import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let headers: Record<string, string>;

interface Batch {
  clientId: number;
  clientName: string;
  shipments: { shipmentType: string; numberOfProductions: number; sumAmount: number }[];
  numberOfProductions: number;
  sumAmount: number;
  entries: { entryId: number; clientId: number; customerNr: number; customerName: string; jourNr: number; amount: number; shipmentType: string; shipment: string | null }[];
}

async function login(user: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (response.json() as { access_token: string }).access_token };
}

const batches = async (as = headers) =>
  (await server.app.inject({ method: 'GET', url: '/api/legacy/Production/BatchList', headers: as })).json() as Batch[];

const cents = (kroner: number) => Math.round(kroner * 100);

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  headers = await login('teknisk', 'teknisk-demo');
});
afterAll(() => server.close());

describe('pending productions per client (GET Production/BatchList)', () => {
  it('holds every production entry waiting for approval, one batch per client', async () => {
    const list = await batches();
    const [{ count }] = (await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM production_entry WHERE status = 'NEW'")) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
    expect(list.reduce((sum, batch) => sum + batch.entries.length, 0)).toBe(count);
    expect(new Set(list.map((batch) => batch.clientId)).size).toBe(list.length);
    expect(list.map((batch) => batch.clientId)).toEqual([...list.map((batch) => batch.clientId)].sort((a, b) => a - b));
    for (const batch of list) expect(batch.entries.every((entry) => entry.clientId === batch.clientId)).toBe(true);
  });

  it('adds up counts and sums per shipment type and in total, to the øre', async () => {
    for (const batch of await batches()) {
      expect(batch.numberOfProductions).toBe(batch.entries.length);
      expect(cents(batch.sumAmount)).toBe(batch.entries.reduce((sum, entry) => sum + cents(entry.amount), 0));
      expect(batch.shipments.reduce((sum, shipment) => sum + shipment.numberOfProductions, 0)).toBe(batch.entries.length);
      for (const shipment of batch.shipments) {
        const ofType = batch.entries.filter((entry) => entry.shipmentType === shipment.shipmentType);
        expect(shipment.numberOfProductions).toBe(ofType.length);
        expect(cents(shipment.sumAmount)).toBe(ofType.reduce((sum, entry) => sum + cents(entry.amount), 0));
      }
    }
  });

  it('names the customer and the shipment of each entry as the database has them', async () => {
    const entry = (await batches())[0]!.entries[0]!;
    const [row] = await server.db.query<{ nr: number; name: string; jour_nr: string; amount_ore: string; label: string }>(
      `SELECT cu.nr, cu.name, e.jour_nr::text, e.amount_ore::text, s.label
         FROM production_entry e JOIN customer cu ON cu.id = e.customer_id JOIN shipment_option s ON s.value = e.shipment_type
        WHERE e.id = $1`,
      [entry.entryId],
    );
    expect(entry).toMatchObject({ customerNr: row!.nr, customerName: row!.name, jourNr: Number(row!.jour_nr), shipment: row!.label });
    expect(cents(entry.amount)).toBe(Number(row!.amount_ore));
  });

  it("shows an officer only the clients of the officer's bases", async () => {
    const officer = await login('saksbehandler', 'saksbehandler-demo');
    const mine = await batches(officer);
    const [{ count }] = (await server.db.query<{ count: number }>(
      "SELECT count(DISTINCT e.client_id)::int AS count FROM production_entry e JOIN client c ON c.id = e.client_id WHERE e.status = 'NEW' AND c.officer_id IN (1, 2)",
    )) as [{ count: number }];
    expect(mine).toHaveLength(count);
    for (const batch of mine) {
      const [client] = await server.db.query<{ officer_id: number }>('SELECT officer_id FROM client WHERE id = $1', [batch.clientId]);
      expect([1, 2]).toContain(client!.officer_id);
    }
  });

  it('refuses a caller without a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/legacy/Production/BatchList' })).statusCode).toBe(401);
  });
});
