import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/dates/isoDate';
import { INSOLVENCY_STOP_REASON } from '../../../src/domain/company/insolvency';
import { registerMessages } from '../../../src/domain/company/registerAnswers';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { legacyLogin } from '../../../tests/support/legacyLogin';
import { enhet, ENHET_EXAMPLE, startLocalRegister, type LocalRegister } from '../../../tests/support/outside/enhetsregisteretServer';
import { startSiblingApp, startTestApp, type TestApp } from '../../../tests/support/testApp';
import { runReminders } from '../../reminders/reminderRun';
import { EMBEDDED_OUTSIDE_CONFIG } from '../outsideConfig';
import { outsidePartiesFrom, type OutsideParties } from '../outsideParties';
import { watchRegister } from './registerWatch';

/**
 * The company register adapter against a local Enhetsregisteret that answers in the register's documented format
 * (tests/support/outside/enhetsregisteretServer.ts), on PGlite and on PostgreSQL (TEST_DATABASE_URL): the lookups
 * of part 2 with each of the register's answers, a register that is slow or down, and the bankruptcy watch.
 */

const EQUINOR = '923609016';
let register: LocalRegister;
let outside: OutsideParties;
let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let legacy: Record<string, string>;

beforeAll(async () => {
  register = await startLocalRegister();
  outside = outsidePartiesFrom({ ...EMBEDDED_OUTSIDE_CONFIG, brregUrl: register.url, brregTimeoutMs: 5000, brregCacheSeconds: 3600 });
  [server, contract] = await Promise.all([startTestApp({ seed: 'small', outside }), loadContractResponses()]);
  legacy = await legacyLogin(server.app, 'teknisk', 'teknisk-demo');
  // The first file of a run seeds the run's database image: minutes on a busy machine.
}, 300_000);
afterAll(async () => {
  await server?.close();
  await register?.close();
});
beforeEach(() => {
  register.mode = 'up';
});

async function serviceHeaders() {
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
  return { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}

async function lookUp(orgNo: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/legacy/CommonReg/BrReg/${orgNo}`, headers: legacy });
  if (response.statusCode === 200) expect(contract.violations('legacy', 'lookupBrReg', 200, response.json())).toEqual([]);
  return response;
}

describe('lookups against Enhetsregisteret (BRREG_URL)', () => {
  it('reads a company the seed does not know from the register, in its documented format, and keeps the answer', async () => {
    register.entries.set(EQUINOR, { kind: 'enhet', enhet: enhet(EQUINOR, 'EQUINOR ASA', { registrertIForetaksregisteret: true, registrertIMvaregisteret: true }) });
    const response = await lookUp(EQUINOR);
    expect(response.statusCode).toBe(200);
    const address = ENHET_EXAMPLE.forretningsadresse as { adresse: string[]; postnummer: string; poststed: string };
    expect(response.json()).toMatchObject({
      name: 'EQUINOR ASA',
      orgNo: EQUINOR,
      orgForm: (ENHET_EXAMPLE.organisasjonsform as { kode: string }).kode,
      address: `${address.adresse.join(', ')}, ${address.postnummer} ${address.poststed}`,
      isInCompanyRegister: true,
      isInVatRegister: true,
      isBankrupt: false,
      isUnderLiquidation: false,
      stale: false,
    });
    expect(response.json().fetchedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Kept where the seeded register lives: documents' Foretaksregisteret fact reads the same row.
    const [kept] = await server.db.query<{ is_in_company_register: boolean; fetched: boolean }>(
      'SELECT is_in_company_register, fetched_at IS NOT NULL AS fetched FROM brreg_company WHERE org_no = $1',
      [EQUINOR],
    );
    expect(kept).toEqual({ is_in_company_register: true, fetched: true });
    // Asked again within the cache's age: answered from what was kept, the register not asked.
    const asked = register.asked.length;
    expect((await lookUp(EQUINOR)).statusCode).toBe(200);
    expect(register.asked.length).toBe(asked);
    const [exchange] = await server.db.query<{ outcome: string; http_status: number; response_sha256: string }>(
      "SELECT outcome, http_status, response_sha256 FROM outside_call WHERE party = 'brreg' AND request LIKE $1 ORDER BY id DESC LIMIT 1",
      [`%/enheter/${EQUINOR}`],
    );
    expect(exchange).toMatchObject({ outcome: 'found', http_status: 200 });
    expect(exchange!.response_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the register bankruptcy with its date, on both APIs', async () => {
    const orgNo = '910000003';
    register.entries.set(orgNo, { kind: 'enhet', enhet: enhet(orgNo, 'KONKURS AS', { konkurs: true, konkursdato: '2026-11-02' }) });
    expect((await lookUp(orgNo)).json()).toMatchObject({ isBankrupt: true, bankruptcyDate: '2026-11-02' });
    const service = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    const viaService = await server.app.inject({
      method: 'GET',
      url: `/api/service/organizations/brreg/${orgNo}`,
      headers: { authorization: `Bearer ${(service.json() as { token: string }).token}` },
    });
    expect(viaService.json()).toMatchObject({ orgNo, isBankrupt: true });
  });

  it.each([
    ['unknown (404)', '910000011', undefined, 404, registerMessages.notFound('910000011')],
    ['deleted (SlettetEnhet)', '910000038', { kind: 'deleted', slettedato: '2024-03-09', navn: 'BORTE AS' } as const, 410, registerMessages.deleted('910000038', '2024-03-09')],
    ['removed from the open data (410)', '910000046', { kind: 'gone' } as const, 410, registerMessages.removed('910000046')],
    ['refused as invalid (400)', '910000054', { kind: 'invalid' } as const, 400, registerMessages.invalid('910000054')],
  ])('answers a number the register says is %s with its own message', async (_what, orgNo, entry, status, message) => {
    if (entry) register.entries.set(orgNo, entry);
    const response = await lookUp(orgNo);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    if (status === 400) expect(response.json().fieldErrors[0].path).toBe('path.orgNo');
  });

  it('never blocks a form: a slow or absent register gives the last answer with its age, or a clear 503', async () => {
    const orgNo = '910000062';
    register.entries.set(orgNo, { kind: 'enhet', enhet: enhet(orgNo, 'TREG AS') });
    // A server whose register time-out is short, over the same database.
    const impatient = await startSiblingApp(server, {
      outside: outsidePartiesFrom({ ...EMBEDDED_OUTSIDE_CONFIG, brregUrl: register.url, brregTimeoutMs: 300, brregCacheSeconds: 3600 }),
    });
    register.mode = 10_000;
    const started = Date.now();
    const slow = await impatient.app.inject({ method: 'GET', url: `/api/legacy/CommonReg/BrReg/${orgNo}`, headers: legacy });
    await impatient.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe(registerMessages.unavailable);
    // Once answered, a later outage gives the kept answer, marked stale, however old.
    register.mode = 'up';
    expect((await lookUp(orgNo)).statusCode).toBe(200);
    await server.db.query("UPDATE brreg_company SET fetched_at = now() - interval '3 days' WHERE org_no = $1", [orgNo]);
    register.mode = 'down';
    const stale = await lookUp(orgNo);
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ name: 'TREG AS', stale: true });
  });
});

describe('the bankruptcy watch over the change feed', () => {
  it('stops the open reminders of a customer the feed reports bankrupt, records the change and the estate, and the next run skips the customer', async () => {
    const [target] = await server.db.query<{ reminder_id: number; customer_id: number; client_id: number; org_no: string; bundle_id: number }>(
      `SELECT r.id::int AS reminder_id, cu.id::int AS customer_id, c.id AS client_id, cu.org_no, r.bundle_id::int AS bundle_id
         FROM reminder r JOIN customer cu ON cu.id = r.customer_id JOIN client c ON c.id = cu.client_id
        WHERE r.status = 'Pending' AND c.is_active AND cu.org_no IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM customer o WHERE o.org_no = cu.org_no AND o.id <> cu.id)
        ORDER BY r.id LIMIT 1`,
    );
    expect(target).toBeDefined();
    const { org_no: orgNo } = target!;
    // The feed before: the customer unchanged, an organisation nobody watches changed.
    register.entries.set(orgNo, { kind: 'enhet', enhet: enhet(orgNo, 'KUNDE AS') });
    register.publish('999999999', 'Endring');
    register.publish(orgNo, 'Endring');
    const first = await watchRegister({ db: server.db, bus: server.bus, outside });
    expect(first).toMatchObject({ insolvencies: 0, remindersStopped: 0, changesRecorded: 1 });

    // The register makes it bankrupt: the next watch stops its open reminder with the rule's reason.
    register.entries.set(orgNo, {
      kind: 'enhet',
      enhet: enhet(orgNo, 'KUNDE AS', { konkurs: true, konkursdato: '2026-11-20', paategninger: [{ infotype: 'KONK', tekst: 'Konkursbo opprettet', innfoertDato: '2026-11-20' }] }),
    });
    const updateId = register.publish(orgNo, 'Endring');
    const second = await watchRegister({ db: server.db, bus: server.bus, outside });
    expect(second).toMatchObject({ insolvencies: 1, changesRecorded: 1 });
    expect(second.remindersStopped).toBeGreaterThanOrEqual(1);
    expect(await server.db.query('SELECT 1 FROM reminder WHERE id = $1', [target!.reminder_id])).toEqual([]);
    const stopped = await server.db.query<{ reason: string; bundle_id: number }>(
      'SELECT reason, bundle_id::int AS bundle_id FROM reminder_stopped WHERE customer_id = $1 AND reason = $2',
      [target!.customer_id, INSOLVENCY_STOP_REASON.BANKRUPT],
    );
    expect(stopped.map((s) => s.bundle_id)).toContain(target!.bundle_id);
    const [insolvency] = await server.db.query<{ kind: string; since: string; estate: { bankruptcyDate: string; endorsements: unknown[] }; update_id: number; reminders_stopped: number }>(
      "SELECT kind, to_char(since, 'YYYY-MM-DD') AS since, estate, update_id::int AS update_id, reminders_stopped FROM register_insolvency WHERE org_no = $1",
      [orgNo],
    );
    expect(insolvency).toMatchObject({ kind: 'BANKRUPT', since: '2026-11-20', update_id: updateId, reminders_stopped: second.remindersStopped });
    expect(insolvency!.estate).toMatchObject({ bankruptcyDate: '2026-11-20', endorsements: [{ tekst: 'Konkursbo opprettet' }] });
    expect(await server.db.query('SELECT change_type, insolvency FROM brreg_change WHERE update_id = $1', [updateId])).toEqual([{ change_type: 'Endring', insolvency: 'BANKRUPT' }]);

    // The officers of the customer's base see it in their queue, with the estate's details, until one has seen to it.
    const queue = await server.app.inject({ method: 'GET', url: '/api/service/activities/insolvencies', headers: await serviceHeaders() });
    expect(contract.violations('service', 'listInsolvencies', 200, queue.json())).toEqual([]);
    const entry = (queue.json() as { orgNo: string }[]).find((row) => row.orgNo === orgNo);
    expect(entry).toMatchObject({ kind: 'BANKRUPT', since: '2026-11-20', seen: false, estate: { bankruptcyDate: '2026-11-20' }, parties: [{ role: 'customer', clientId: target!.client_id }] });
    const seen = await server.app.inject({ method: 'PUT', url: `/api/service/activities/insolvencies/${orgNo}/seen`, headers: await serviceHeaders() });
    expect(seen.statusCode).toBe(204);
    expect((await server.db.query('SELECT seen_at IS NOT NULL AS seen FROM register_insolvency WHERE org_no = $1', [orgNo]))[0]).toEqual({ seen: true });

    // Read again: nothing new (the feed's position was kept with the page).
    expect(await watchRegister({ db: server.db, bus: server.bus, outside })).toMatchObject({ entriesRead: 0, insolvencies: 0 });

    // The next run: the customer's due invoices are stopped with the same reason, none reminded.
    const [{ day }] = (await server.db.query<{ day: string }>("SELECT to_char(max(run_date) + 30, 'YYYY-MM-DD') AS day FROM reminder_run")) as [{ day: string }];
    await server.db.query('DELETE FROM reminder_stopped WHERE customer_id = $1', [target!.customer_id]);
    const outcome = await server.db.transaction((tx) => runReminders(tx, addDays(day, 1), [target!.client_id]));
    expect(outcome.clients).toBe(1);
    expect(await server.db.query("SELECT 1 FROM reminder WHERE customer_id = $1 AND status = 'Pending'", [target!.customer_id])).toEqual([]);
    const runStops = await server.db.query<{ reason: string }>('SELECT DISTINCT reason FROM reminder_stopped WHERE customer_id = $1', [target!.customer_id]);
    expect(runStops).toEqual([{ reason: INSOLVENCY_STOP_REASON.BANKRUPT }]);
  });

  it('does nothing with the seeded register (no BRREG_URL), and a register down makes the job try again', async () => {
    expect(await watchRegister({ db: server.db, bus: server.bus, outside: outsidePartiesFrom(EMBEDDED_OUTSIDE_CONFIG) })).toMatchObject({ skipped: 'no register configured' });
    register.mode = 'down';
    await expect(watchRegister({ db: server.db, bus: server.bus, outside })).rejects.toThrow(/did not answer/);
  });
});
