import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { MemoryStorage } from '../../../tests/support/memoryStorage';
import { sessionStorageStore } from '../../adapters/browser/sessionStorageStore';
import type { SessionApiPort } from '../../application/ports/sessionApi.port';
import { InjectionProvider } from '../../composition/injection';
import { createSessionActor } from '../../composition/session';
import { TOKENS } from '../../composition/tokens';
import { useMayUse } from './useMayUse';

async function signedInAs(roles: string[]) {
  const profile = { userId: 1, name: 'Tora Teknisk', email: 't@norlink.example', roles, bases: [1] };
  const api: SessionApiPort = {
    loginLegacy: async () => ({ ok: true, token: 'legacy', profile, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    loginData: async () => ({ ok: true, accessToken: 'data', refreshToken: 'refresh' }),
    loginService: async () => ({ ok: true, token: 'service' }),
    renew: async () => ({ ok: false, reason: 'rejected' }),
    selectBases: async (_token, bases) => ({ ok: true, accessToken: 'legacy-bases', bases }),
    logout: async () => ({ ok: true }),
  };
  const session = createSessionActor(api, sessionStorageStore(new MemoryStorage()), () => undefined);
  await waitForActor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'LOGIN', credentials: { username: 'x', password: 'x' } });
  await waitForActor(session, (s) => s.matches({ loggedIn: 'active' }));
  const container = new Container();
  container.bind(TOKENS.Session).toConstantValue(session);
  return container;
}

function AdminLinks() {
  const branches = useMayUse({ api: 'data', operationId: 'listBranches' });
  const prices = useMayUse({ api: 'service', operationId: 'updateProducts' });
  return (
    <ul>
      {branches && <li>Aktiv branch</li>}
      {prices && <li>Priser på hjemmeside</li>}
    </ul>
  );
}

describe('useMayUse', () => {
  it.each([
    [['Technical'], ['Aktiv branch', 'Priser på hjemmeside']],
    [['Executive'], ['Priser på hjemmeside']],
    [[], []],
  ])('shows a profile with roles %j only what the contracts let it use', async (roles, shown) => {
    const container = await signedInAs(roles);
    render(
      <InjectionProvider container={container}>
        <AdminLinks />
      </InjectionProvider>,
    );
    expect(screen.queryAllByRole('listitem').map((item) => item.textContent)).toEqual(shown);
  });
});
