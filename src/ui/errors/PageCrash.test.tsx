import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogContentBoundary, PageCrashBoundary } from './PageCrash';

function Crashing(): never {
  throw new Error('boom');
}

// React reports caught render errors on the console; the test is about what the officer sees.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('crash boundaries (part 1 §8)', () => {
  it("shows 'En feil oppstod!' for a crashed page, keeps what is around it, and recovers on another address", async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <nav>
                <Link to="/ok">Til en side som virker</Link>
              </nav>
              <PageCrashBoundary>
                <Outlet />
              </PageCrashBoundary>
            </>
          ),
          children: [
            { path: '/crash', element: <Crashing /> },
            { path: '/ok', element: <p>Alt i orden</p> },
          ],
        },
      ],
      { initialEntries: ['/crash'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('En feil oppstod!'));
    expect(screen.getByText('Prøv å laste inn siden på nytt')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Til en side som virker' }));
    expect(await screen.findByText('Alt i orden')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Feil under lasting av data' in place of a dialog's failed content", () => {
    render(
      <div role="dialog" aria-label="Rediger sak">
        <h2>Rediger sak</h2>
        <DialogContentBoundary>
          <Crashing />
        </DialogContentBoundary>
        <button type="button">Lukk</button>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Feil under lasting av data');
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeTruthy();
  });
});
