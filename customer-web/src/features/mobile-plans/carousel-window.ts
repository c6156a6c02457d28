/** Plans a carousel shows at once on a desktop screen. */
export const PLANS_PER_VIEW_DESKTOP = 3;

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
