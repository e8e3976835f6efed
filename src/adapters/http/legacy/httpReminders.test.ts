import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPendingReminderBundle, type PendingReminderBundle } from '../../../../tests/fixtures/pendingReminderBundle';
import { signedInLegacyClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpReminders } from './httpReminders';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
let fixture: PendingReminderBundle;
const notifier = recordingNotifier();
const NOTES = [
  'Forsinkelsesrente for perioden fra 01.07.2026 var ikke lagt inn; siste kjente verdi 12,00 % er brukt.',
  'Purregebyr for perioden fra 01.01.2027 var ikke lagt inn; siste kjente verdi 77,00 kr er brukt.',
];

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
  fixture = await server.db.transaction(async (tx) => {
    const bundle = await addPendingReminderBundle(tx, { clients: 2, perClient: 2, unconfirmedFirst: true });
    await tx.query('UPDATE reminder SET rule_notes = $2 WHERE id = $1', [bundle.ids[1], NOTES.join('\n')]);
    return bundle;
  });
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpReminders(await signedInLegacyClient(origin, notifier));
}

describe('httpReminders against the reference server', () => {
  it('reads the pending list, a pending bundle (amounts in øre) and the archive', async () => {
    const api = await port();
    expect((await api.pendingBundles().fetch()).some((b) => b.bundleId === fixture.bundleId)).toBe(true);
    const bundle = (await api.pendingBundle(fixture.bundleId).fetch())!;
    expect(bundle.reminders).toHaveLength(4);
    // The run's notes of its rules, a line each; none on a reminder computed with every row in place.
    expect(bundle.reminders.find((r) => r.id === fixture.ids[1])!.ruleNotes).toEqual([NOTES[0], NOTES[1]]);
    expect(bundle.reminders.find((r) => r.id === fixture.ids[0])!.ruleNotes).toEqual([]);
    const { fee, interest, sum } = fixture.charges[0]!;
    expect(bundle.reminders.find((r) => r.id === fixture.ids[0])).toMatchObject({ feeAmount: fee, interestAmount: interest, sumAmount: sum, isCustomerTypeConfirmed: false });
    expect(bundle.clients.map((c) => c.clientId)).toEqual(fixture.clients.map((c) => c.id));
    const archive = await api.approvedBundles({ from: '2020-01-01', to: '2030-12-31' }).fetch();
    expect(archive.length).toBeGreaterThan(0);
    const archived = (await api.approvedBundle(archive[0]!.bundleId).fetch())!;
    expect(archived.approvedCount + archived.rejectedCount).toBe(archived.reminders.length);
    const pdf = await api.downloadDocument(archived.reminders[0]!.id);
    expect(pdf.fileName).toMatch(/^Purring-\d+\.pdf$/);
    expect(notifier.notices).toEqual([]);
  });

  it('answers null for an unknown bundle, without a toast', async () => {
    const api = await port();
    expect(await api.pendingBundle(999_999).fetch()).toBeNull();
    expect(await api.approvedBundle(999_999).fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });

  it('confirms a type by a change, approves and rejects with the pending count, and mails the list', async () => {
    const api = await port();
    const [first, ...rest] = fixture.ids;
    expect(await api.change(first!, { customerType: 'Business' })).toMatchObject({ customerType: 'Business', isCustomerTypeConfirmed: true });
    expect(await api.change(first!, { shipmentType: 'EMAIL', email: 'kunde@example.no' })).toMatchObject({ shipmentType: 'EMAIL', customerEmail: 'kunde@example.no' });
    await api.sendListToClient(fixture.bundleId, { clientId: fixture.clients[0]!.id, sender: 'a@norlink.no', rcpt: 'b@example.no', subject: 'Purreliste', mailBody: 'Hei' });
    expect(await api.decide('approve', fixture.bundleId, [first!])).toEqual({ pendingCount: 3, decidedCount: 1 });
    expect(await api.decide('reject', fixture.bundleId, rest)).toEqual({ pendingCount: 0, decidedCount: 3 });
  });
});
