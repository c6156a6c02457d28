import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { HelpPage } from './help-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

describe('help search', () => {
  it('searches for the typed phrase without its outer spaces, and an empty search clears it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/help']}>
          <HelpPage />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const box = screen.getByRole('searchbox', { name: /Search the help centre/ });
    fireEvent.change(box, { target: { value: '  password ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?q=password'));
    fireEvent.change(box, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe(''));
  });
});
