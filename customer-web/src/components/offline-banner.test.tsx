import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

function Reader({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['plans'], queryFn: fetcher });
  return <p>{data ?? 'waiting'}</p>;
}

describe('going offline', () => {
  it('shows a banner and pauses the queries; coming back removes it and resumes them', async () => {
    const fetcher = vi.fn(async () => 'Essential');
    act(() => onlineManager.setOnline(false));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfflineBanner />
        <Reader fetcher={fetcher} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/^You are offline/);
    expect(fetcher).not.toHaveBeenCalled();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Essential')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
