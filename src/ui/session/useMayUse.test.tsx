import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../../tests/support/signedInSession';
import { InjectionProvider } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { useMayUse } from './useMayUse';

async function signedInAs(roles: string[]) {
  const container = new Container();
  container.bind(TOKENS.Session).toConstantValue(await signedInSession(roles));
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
