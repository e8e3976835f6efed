import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { readKey } from '../../application/serverState/readKeys';
import { useReadChain } from './useServerRead';

function read<T>(path: string, answer: T): ServerRead<T> & { fetch: ReturnType<typeof vi.fn> } {
  return { api: 'service', path, fetch: vi.fn(async () => answer) };
}

describe('useReadChain', () => {
  it('starts the reads that depend on an answer as soon as it arrives, under their own keys', async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useReadChain(), { wrapper });
    const customer = read('Client/1/Customer/7', { id: 42 });
    const posts = read('Customer/42/OpenPosts', ['post']);
    const next = vi.fn((answer: { id: number }) => [{ ...posts, path: `Customer/${answer.id}/OpenPosts` }]);

    const chained = result.current(customer, next);
    expect(readKey(chained)).toEqual(readKey(customer));
    await expect(chained.fetch()).resolves.toEqual({ id: 42 });

    expect(next).toHaveBeenCalledWith({ id: 42 });
    await vi.waitFor(() => expect(queryClient.getQueryData(readKey(posts))).toEqual(['post']));
    expect(posts.fetch).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the first read fails', async () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useReadChain(), { wrapper });
    const failing: ServerRead<number> = { api: 'service', path: 'Client/1/Customer/7', fetch: () => Promise.reject(new Error('500')) };
    const next = vi.fn(() => []);
    await expect(result.current(failing, next).fetch()).rejects.toThrow('500');
    expect(next).not.toHaveBeenCalled();
  });
});
