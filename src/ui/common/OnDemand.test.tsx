import { describe, it, expect } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../../tests/support/pageHarness';
import { ON_DEMAND_FAILED_MESSAGE, onDemand, OnDemand } from './OnDemand';

function Greeting({ name }: { name: string }) {
  return <p>Hei, {name}</p>;
}

/** A loader over a network that is down until told otherwise, like a chunk fetched on a flaky line. */
function networkLoader(online: boolean) {
  let calls = 0;
  const network = { online };
  const load = async () => {
    calls++;
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Greeting };
  };
  return { load, network, calls: () => calls };
}

function Opener({ lazyGreeting }: { lazyGreeting: ReturnType<typeof onDemand<{ name: string }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Åpne</button>
      <span>{open ? 'åpen' : 'lukket'}</span>
      {open && (
        <OnDemand onFailed={() => setOpen(false)}>
          <lazyGreeting.Component name="Kari" />
        </OnDemand>
      )}
    </>
  );
}

describe('OnDemand', () => {
  it('shows the component once its code has arrived', async () => {
    const loader = networkLoader(true);
    renderPage(<Opener lazyGreeting={onDemand(loader.load)} />, { path: '/', bindings: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(await screen.findByText('Hei, Kari')).toBeTruthy();
  });

  it('after a failed fetch: a toast, the opener closes, the page stays, and the next opening fetches again', async () => {
    const loader = networkLoader(false);
    const { toasts } = renderPage(<Opener lazyGreeting={onDemand(loader.load)} />, { path: '/', bindings: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(await screen.findByText('lukket')).toBeTruthy();
    expect(toasts.getSnapshot().map((toast) => toast.message)).toEqual([ON_DEMAND_FAILED_MESSAGE]);
    expect(screen.getByRole('button', { name: 'Åpne' })).toBeTruthy();

    loader.network.online = true;
    const failedFetches = loader.calls();
    fireEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(await screen.findByText('Hei, Kari')).toBeTruthy();
    expect(loader.calls()).toBe(failedFetches + 1);
  });

  it('preload fetches the code before the first opening', async () => {
    const loader = networkLoader(true);
    const lazyGreeting = onDemand(loader.load);
    lazyGreeting.preload();
    expect(loader.calls()).toBe(1);
    renderPage(<Opener lazyGreeting={lazyGreeting} />, { path: '/', bindings: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Åpne' }));
    expect(await screen.findByText('Hei, Kari')).toBeTruthy();
  });
});
