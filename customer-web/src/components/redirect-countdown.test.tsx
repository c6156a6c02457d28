import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { RedirectCountdown } from './redirect-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('redirect countdown', () => {
  it('counts down in seconds and then goes to its target', () => {
    vi.useFakeTimers();
    const router = createMemoryRouter(
      [
        { path: '/done', element: <RedirectCountdown to="/sign-in" place="sign in" /> },
        { path: '/sign-in', element: <p>Sign-in page</p> },
      ],
      { initialEntries: ['/done'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Taking you to sign in in 10 seconds.')).toBeDefined();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Taking you to sign in in 1 second.')).toBeDefined();
    expect(router.state.location.pathname).toBe('/done');
    act(() => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.getByText('Sign-in page')).toBeDefined();
  });
});
