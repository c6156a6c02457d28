import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { SignUpPage } from './sign-up-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('sign-up form', () => {
  it('names every missing answer at once and sends nothing', async () => {
    const fetch = renderPage();
    submit();
    expect(await screen.findAllByText('Please enter first and last name')).toHaveLength(2);
    expect(screen.getByText('Please enter email')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(screen.getAllByText('Terms and privacy must be accepted')).toHaveLength(2);
    // The page may read the remote config (social sign-in flags); it must send no account.
    const sent = fetch.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method !== 'GET');
    expect(sent).toEqual([]);
  });

  it('checks an optional mobile number only once one is typed', async () => {
    renderPage();
    submit();
    await screen.findByText('Please enter email');
    expect(screen.queryByText('Mobile number format is invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Mobile number (optional)'), { target: { value: '12345' } });
    expect(await screen.findByText('Mobile number format is invalid')).toBeTruthy();
  });
});
