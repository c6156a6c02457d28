import { describe, expect, it } from 'vitest';
import { demoFlags, referenceFlags } from '@portal/shared';
import { carouselWindow, plansPerView } from './carousel-window';

describe('plans carousel window', () => {
  it('shows 3 plans at a time on a desktop screen, moving on until the last is in view', () => {
    expect(plansPerView('desktop', referenceFlags.desktop_carousel_items)).toBe(3);
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

  it('shows as many on a desktop screen as desktop_carousel_items says, two on a tablet, one on a phone', () => {
    expect(plansPerView('desktop', demoFlags.desktop_carousel_items)).toBe(3);
    expect(plansPerView('desktop', 4)).toBe(4);
    expect(plansPerView('desktop', 2)).toBe(2);
    expect(plansPerView('desktop', 0)).toBe(1);
    expect(plansPerView('desktop', 5)).toBe(4);
    expect(plansPerView('tablet', 4)).toBe(2);
    expect(plansPerView('phone', 4)).toBe(1);
  });
});
