import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referenceFlags, REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS } from '@portal/shared';
import { remoteConfigQuery, useFlags } from './flags';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

describe('remote configuration', () => {
  it('is fetched again no sooner than its 60 s minimum interval', () => {
    expect(REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS).toBe(60_000);
    expect(remoteConfigQuery.staleTime).toBe(60_000);
  });

  it('uses the answered flags, and the reference defaults when the fetch fails', async () => {
    const flags = { ...referenceFlags, billing_routing: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ Profile: 'demo', Flags: flags, MinimumFetchIntervalMs: 60_000 })),
    );
    const ok = renderHook(() => useFlags(), { wrapper });
    await waitFor(() => expect(ok.result.current.loaded).toBe(true));
    expect(ok.result.current.flags.billing_routing).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    const failed = renderHook(() => useFlags(), { wrapper });
    await waitFor(() => expect(failed.result.current.loaded).toBe(true));
    expect(failed.result.current.flags).toEqual(referenceFlags);
  });
});
