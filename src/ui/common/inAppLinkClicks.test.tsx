import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInAppLinkClicks } from './inAppLinkClicks';

function List() {
  const openLink = useInAppLinkClicks();
  return (
    <div onClick={openLink}>
      <a href="/clients/1001/customers/7/">7</a>
      <a href="/clients/1001/customers/8/" target="_blank" rel="noreferrer">8</a>
      <a href="https://nf.example/x">elsewhere</a>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderList() {
  const router = createMemoryRouter([{ path: '*', element: <><List /><Where /></> }], { initialEntries: ['/clients/1001'] });
  render(<RouterProvider router={router} />);
}

describe('plain links in a long list, opened in the app by one handler', () => {
  it('opens a plain left click in the app, and leaves a click with a modifier, a new-tab link and another site to the browser', () => {
    renderList();
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(screen.getByRole('link', { name: '7' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: '8' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))).toBe(true);
    expect(screen.getByText('at /clients/1001')).toBeTruthy();

    expect(fireEvent.click(screen.getByRole('link', { name: '7' }))).toBe(false);
    expect(screen.getByText('at /clients/1001/customers/7/')).toBeTruthy();
  });
});
