import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';

vi.mock('../../lib/error-reporting', () => ({ reportError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('./consent-dialog');
  vi.restoreAllMocks();
});

async function renderWithoutProviders() {
  vi.doMock('./consent-dialog', () => {
    throw new Error('the provider script did not load');
  });
  // React also logs the error it caught; the test is about what the user sees.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { SocialSignIn } = await import('./social-sign-in');
  render(
    <MemoryRouter>
      <SocialSignIn />
    </MemoryRouter>,
  );
}

describe('social sign-in whose provider does not load', () => {
  it('says apple_script_load_error for Apple', async () => {
    await renderWithoutProviders();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Apple' }));
    expect((await screen.findByRole('alert')).textContent).toBe('apple_script_load_error');
  });

  it('gives the general message for the others', async () => {
    await renderWithoutProviders();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again');
  });
});
