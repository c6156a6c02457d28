import type { BrandTheme, ColourScheme } from './theme-record';

/**
 * The brand mark as an SVG data URL in a scheme's colours, for an `<img>` whose `alt` is the brand's name: both
 * apps draw the same mark from the record without sharing UI code.
 */
export function brandMarkUrl(brand: BrandTheme, mode: ColourScheme): string {
  const palette = brand[mode];
  const paths = brand.mark.paths.map((p) => `<path d="${p.d}" fill="${palette[p.colour]}"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brand.mark.viewBox}">${paths}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
