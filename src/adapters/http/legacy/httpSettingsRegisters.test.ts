import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpSettingsRegisters } from './httpSettingsRegisters';
import { createLegacyClient } from './legacyClient';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function port() {
  const login = await fetch(`${origin}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return httpSettingsRegisters(createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => access_token } }));
}

describe('httpSettingsRegisters against the reference server', () => {
  it('reads and updates a printer', async () => {
    const api = await port();
    const [first] = await api.printers().fetch();
    await api.updatePrinter({ ...first!, printerName: 'nkpri3', formType: 'A4 blank' });
    expect((await api.printers().fetch())[0]).toEqual({ ...first, printerName: 'nkpri3', formType: 'A4 blank' });
    expect(notifier.notices).toEqual([]);
  });

  it('sets and clears a printer’s IPP address (issue 45)', async () => {
    const api = await port();
    const [first] = await api.printers().fetch();
    await api.setPrinterIppUrl(first!.id, 'ipps://skriver.local/ipp/print');
    expect((await api.printers().fetch())[0]?.ippUrl).toBe('ipps://skriver.local/ipp/print');
    await api.setPrinterIppUrl(first!.id, null);
    expect((await api.printers().fetch())[0]?.ippUrl).toBeNull();
    expect(notifier.notices).toEqual([]);
  });

  it('adds a recipient, tells a registered address by its code, and deletes it', async () => {
    const api = await port();
    const outcome = await api.addRecipient('pdf@adaptertest.example.no');
    if (!('added' in outcome)) throw new Error('not added');
    expect((await api.collectors().fetch()).recipients).toContainEqual(outcome.added);
    expect(await api.addRecipient('pdf@adaptertest.example.no')).toEqual({ refused: 'exists' });
    await api.removeRecipient(outcome.added.id);
    expect((await api.collectors().fetch()).recipients).not.toContainEqual(outcome.added);
  });
});
