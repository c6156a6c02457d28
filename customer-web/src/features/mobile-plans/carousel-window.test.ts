import { describe, expect, it } from 'vitest';
import { carouselWindow, PLANS_PER_VIEW_DESKTOP } from './carousel-window';

describe('plans carousel window', () => {
  it('shows 3 plans at a time on a desktop screen, moving on until the last is in view', () => {
    expect(PLANS_PER_VIEW_DESKTOP).toBe(3);
    expect(carouselWindow(5, 0, 3)).toEqual({ first: 0, end: 3, canGoBack: false, canGoOn: true });
    expect(carouselWindow(5, 1, 3)).toEqual({ first: 1, end: 4, canGoBack: true, canGoOn: true });
    expect(carouselWindow(5, 2, 3)).toEqual({ first: 2, end: 5, canGoBack: true, canGoOn: false });
  });

  it('keeps a full view when asked past the end, and shows everything when all fit', () => {
    expect(carouselWindow(5, 4, 3)).toEqual({ first: 2, end: 5, canGoBack: true, canGoOn: false });
    expect(carouselWindow(2, 0, 3)).toEqual({ first: 0, end: 2, canGoBack: false, canGoOn: false });
    expect(carouselWindow(0, 0, 3)).toEqual({ first: 0, end: 0, canGoBack: false, canGoOn: false });
  });

  it('shows one at a time on a phone', () => {
    expect(carouselWindow(4, 3, 1)).toEqual({ first: 3, end: 4, canGoBack: true, canGoOn: false });
  });
});
