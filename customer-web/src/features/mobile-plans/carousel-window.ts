/**
 * How many plans a carousel shows at once: on a desktop screen as many as `desktop_carousel_items` says (the
 * reference build's 3; at least one, and no more than a 12-column row holds evenly), two on a tablet, one on a phone.
 */
export function plansPerView(screen: 'desktop' | 'tablet' | 'phone', desktopItems: number): number {
  if (screen === 'phone') return 1;
  if (screen === 'tablet') return 2;
  const wanted = Math.max(1, Math.min(6, Math.floor(desktopItems)));
  // A grid row of 12 columns: 5 does not divide it, so 5 shows as 4.
  return wanted === 5 ? 4 : wanted;
}

export interface CarouselWindow {
  /** The first item shown. */
  first: number;
  /** One past the last item shown. */
  end: number;
  canGoBack: boolean;
  canGoOn: boolean;
}

/**
 * Which items a carousel of `count` items shows, `perView` at a time, starting at `first` (kept in range, so a
 * list that shrank or a wider screen never shows an empty or part-filled view when a full one fits).
 */
export function carouselWindow(count: number, first: number, perView: number): CarouselWindow {
  const view = Math.max(1, Math.floor(perView));
  const start = Math.max(0, Math.min(Math.floor(first), count - view));
  const end = Math.min(count, start + view);
  return { first: start, end, canGoBack: start > 0, canGoOn: end < count };
}
