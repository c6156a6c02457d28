import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api/errors';
import '../lib/i18n';
import { ErrorBanner } from './error-banner';

afterEach(cleanup);

const throttled = (seconds?: number) =>
  new ApiRequestError(429, { err_message: 'Too many attempts' }, seconds);

describe('the error banner', () => {
  it('says in words how long to wait when the API said (Retry-After)', () => {
    render(<ErrorBanner error={throttled(30)} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Too many attempts Please try again in 30 seconds.',
    );
    cleanup();
    render(<ErrorBanner error={throttled(300)} />);
    expect(screen.getByRole('alert').textContent).toContain('Please try again in 5 minutes.');
  });

  it('says no wait the API did not give, and tells a call that took too long from a dropped one', () => {
    render(<ErrorBanner error={throttled()} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts');
    cleanup();
    render(
      <ErrorBanner error={new ApiRequestError(0, { err_message: 'Network error', err_code: 'timeout' })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Network error The answer took too long to come.');
    cleanup();
    render(
      <ErrorBanner error={new ApiRequestError(0, { err_message: 'Network error', err_code: 'network' })} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Network error');
  });
});
