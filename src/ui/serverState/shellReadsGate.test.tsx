import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdShellReads, SHELL_READS_WAIT_MS, useShellRead } from './shellReadsGate';

function deferred() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** A shell read (a pending count), as PendingBadge makes it, in a cache of its own. */
function renderShellRead(queryClient: QueryClient) {
  const fetch = vi.fn(async () => 3);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useShellRead({ api: 'data', path: 'pending/reports', fetch }), { wrapper });
  return fetch;
}

afterEach(() => vi.useRealTimers());

describe("the shell's reads wait for the page's first read", () => {
  it('start once the page’s first read has settled, failed or not, and at once when no page holds them', async () => {
    const queryClient = new QueryClient();
    const first = deferred();
    holdShellReads(queryClient, first.promise);
    const fetch = renderShellRead(queryClient);
    await act(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => first.settle());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    const failed = new QueryClient();
    holdShellReads(failed, Promise.reject(new Error('500')));
    const afterFailure = renderShellRead(failed);
    await vi.waitFor(() => expect(afterFailure).toHaveBeenCalledTimes(1));

    const unheld = renderShellRead(new QueryClient());
    await vi.waitFor(() => expect(unheld).toHaveBeenCalledTimes(1));
  });

  it(`start after ${SHELL_READS_WAIT_MS} ms when the page's first read has not answered by then`, async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    holdShellReads(queryClient, new Promise(() => undefined));
    const fetch = renderShellRead(queryClient);
    await act(async () => vi.advanceTimersByTime(SHELL_READS_WAIT_MS - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
