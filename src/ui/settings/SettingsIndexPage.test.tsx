import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InjectionProvider } from '../../composition/injection';
import { signedInAs } from '../../../tests/support/signedInSession';
import { SettingsIndexPage } from './SettingsIndexPage';

async function renderIndex(roles: string[]) {
  const container = await signedInAs(roles);
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsIndexPage /> }], { initialEntries: ['/settings'] });
  render(
    <InjectionProvider container={container}>
      <RouterProvider router={router} />
    </InjectionProvider>,
  );
}

describe('/settings/ (part 2 §2.8, §6)', () => {
  it('shows the four groups to every officer', async () => {
    await renderIndex([]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Klienter', 'Systemkonfigurasjon', 'Rapporter', 'Spesialrutiner']);
  });

  it.each([
    [['Technical'], ['Slett enkeltposter', 'Aktiv branch', 'AWS', 'Priser på hjemmeside']],
    [['Executive'], ['Priser på hjemmeside']],
    [['Saksbehandler'], null],
  ])("shows the admin box's links a profile with roles %j may use by the contracts' x-roles", async (roles, links) => {
    await renderIndex(roles);
    const admin = screen.queryByRole('region', { name: 'Admin' });
    if (links === null) expect(admin).toBeNull();
    else expect(within(admin!).getAllByRole('link').map((link) => link.textContent)).toEqual(links);
  });
});
