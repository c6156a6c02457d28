import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';

afterEach(() => {
  cleanup();
  vi.resetModules();
  vi.doUnmock('./loader-animation');
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('loader', () => {
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

  it('keeps the plain spinner when the animation takes longer than 5 s to load, even if it comes later', async () => {
    vi.useFakeTimers();
    vi.doMock('./loader-animation', async () => {
      await new Promise((r) => setTimeout(r, 6_000));
      return vi.importActual('./loader-animation');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Loader } = await import('./loader');
    const { container } = render(<Loader />);
    await vi.advanceTimersByTimeAsync(7_000);
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(container.querySelectorAll('[aria-hidden] > div').length).toBe(0);
  });

  it('shows only the spinner when the preloader animation is switched off', async () => {
    vi.stubEnv('VITE_PRELOADER_ANIMATION', 'off');
    const { Loader } = await import('./loader');
    const { container } = render(<Loader />);
    expect(container.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelectorAll('[aria-hidden] > div').length).toBe(0);
  });
});
