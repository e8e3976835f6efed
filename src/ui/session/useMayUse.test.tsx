import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InjectionProvider } from '../../composition/injection';
import { useMayUse } from './useMayUse';
import { signedInAs } from '../../../tests/support/signedInSession';

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
