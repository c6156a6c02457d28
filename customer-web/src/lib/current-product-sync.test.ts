import { describe, expect, it, vi } from 'vitest';
import { CURRENT_PRODUCT_KEY, followCurrentProduct } from './current-product-sync';

function fakeWindow(pathname: string) {
  const target = new EventTarget();
  const location = { pathname, reload: vi.fn(), assign: vi.fn() };
  return Object.assign(target, { location }) as unknown as Window & { location: typeof location };
}

const change = (key: string, oldValue: string | null, newValue: string | null) =>
  new StorageEvent('storage', { key, oldValue, newValue });

describe('followCurrentProduct', () => {
  it('reloads when another tab changes the current mobile product, and only then', () => {
    const win = fakeWindow('/profile/personal-data');
    const stop = followCurrentProduct(win);
    win.dispatchEvent(change('portal.app.auth', 'a', 'b'));
    win.dispatchEvent(change(CURRENT_PRODUCT_KEY, '"p1"', '"p1"'));
    expect(win.location.reload).not.toHaveBeenCalled();
    win.dispatchEvent(change(CURRENT_PRODUCT_KEY, '"p1"', '"p2"'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    stop();
    win.dispatchEvent(change(CURRENT_PRODUCT_KEY, '"p2"', '"p3"'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('goes home first from onboarding', () => {
    const win = fakeWindow('/mobile-onboarding');
    followCurrentProduct(win);
    win.dispatchEvent(change(CURRENT_PRODUCT_KEY, null, '"p2"'));
    expect(win.location.assign).toHaveBeenCalledWith('/');
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
