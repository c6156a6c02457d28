import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ERRORS } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A real site key is configured: the page loads the provider's widget script.
vi.mock('./bot-check-key', () => ({ REAL_SITE_KEY: 'site-key-for-tests' }));

/** A fresh page: the widget's script is not loaded yet. */
async function freshBotCheck() {
  vi.resetModules();
  return (await import('./bot-check')).BotCheck;
}

/** Catches the widget's script instead of fetching it, so each test decides how the load ends. */
function catchScript() {
  const appended: HTMLScriptElement[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) appended.push(node);
      else append(node);
    }
  });
  return async () => {
    await waitFor(() => expect(appended).toHaveLength(1), { timeout: 5000 });
    return appended[0]!;
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Each test imports the page afresh (the widget's script is loaded once per page), which is slow on a busy machine.
describe('bot check with a real site key', { timeout: 30_000 }, () => {
  it('loads the provider’s script, renders its widget with the key and hands on the token it gives', async () => {
    const BotCheck = await freshBotCheck();
    const script = catchScript();
    const render_ = vi.fn(
      (element: HTMLElement, options: { sitekey: string; callback: (t: string) => void }) => {
        element.textContent = `widget for ${options.sitekey}`;
        options.callback('token-from-widget');
        return 'widget-1';
      },
    );
    vi.stubGlobal('turnstile', { render: render_, remove: vi.fn() });
    const onToken = vi.fn();
    render(<BotCheck label="I am not a robot" onToken={onToken} />);
    const loaded = await script();
    expect(loaded.src).toContain('challenges.cloudflare.com/turnstile');
    loaded.onload?.(new Event('load'));
    expect(await screen.findByText('widget for site-key-for-tests')).toBeTruthy();
    expect(onToken).toHaveBeenCalledWith('token-from-widget');
  });

  it('says the check could not be loaded when its script fails, and tries again on the next visit', async () => {
    const BotCheck = await freshBotCheck();
    const script = catchScript();
    const onToken = vi.fn();
    const { unmount } = render(<BotCheck label="I am not a robot" onToken={onToken} />);
    (await script()).onerror?.(new Event('error'));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.bot_check_load);
    expect(onToken).not.toHaveBeenCalled();
    unmount();

    const again = catchScript();
    render(<BotCheck label="I am not a robot" onToken={onToken} />);
    expect(await again()).toBeTruthy();
  });
});
