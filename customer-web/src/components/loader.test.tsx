import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('./loader-animation');
});

describe('loader (000 §2)', () => {
  it('shows its animation once loaded', async () => {
    const { Loader } = await import('./loader');
    const { container } = render(<Loader />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    await vi.waitFor(() => expect(container.querySelectorAll('[aria-hidden] > div').length).toBe(3));
  });

  it('falls back to a plain spinner when the animation fails to load', async () => {
    vi.doMock('./loader-animation', () => {
      throw new Error('chunk failed to load');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Loader } = await import('./loader');
    const { container } = render(<Loader />);
    await vi.waitFor(() => expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull());
    expect(container.querySelectorAll('[aria-hidden] > div').length).toBe(0);
  });
});
