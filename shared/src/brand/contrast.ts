import type { BrandPalette, BrandTheme } from './theme-record';

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A pair of colours the theme draws one on the other, with the ratio WCAG AA asks of it. */
export interface ColourPair {
  name: string;
  fore: string;
  back: string;
  minimum: number;
}

/** Every pair of a palette the apps draw: text at 4.5:1, the focus ring (a non-text mark) at 3:1. */
export function palettePairs(p: BrandPalette): ColourPair[] {
  const text = (name: string, fore: string, back: string): ColourPair => ({ name, fore, back, minimum: 4.5 });
  const pairs: ColourPair[] = [
    text('on primary', p.onPrimary, p.primary),
    text('on secondary', p.onSecondary, p.secondary),
  ];
  for (const [where, back] of [
    ['background', p.background],
    ['surface', p.surface],
  ] as const) {
    pairs.push(
      text(`text on ${where}`, p.text, back),
      text(`muted text on ${where}`, p.textMuted, back),
      text(`primary on ${where}`, p.primary, back),
      text(`secondary on ${where}`, p.secondary, back),
      text(`error on ${where}`, p.error, back),
      text(`warning on ${where}`, p.warning, back),
      text(`success on ${where}`, p.success, back),
      text(`info on ${where}`, p.info, back),
      { name: `focus on ${where}`, fore: p.focus, back, minimum: 3 },
    );
  }
  return pairs;
}

/** The pairs of a brand that fall short of WCAG AA, in either mode (none for a brand that may ship). */
export function contrastFailures(brand: BrandTheme): (ColourPair & { mode: string; ratio: number })[] {
  const banner = (mode: 'light' | 'dark') => {
    const [from, to] = brand.images[mode];
    const on = mode === 'light' ? brand.images.onLight : brand.images.onDark;
    return [
      { name: 'banner text (start)', fore: on, back: from, minimum: 4.5 },
      { name: 'banner text (end)', fore: on, back: to, minimum: 4.5 },
    ];
  };
  return (['light', 'dark'] as const).flatMap((mode) =>
    [...palettePairs(brand[mode]), ...banner(mode)]
      .map((pair) => ({ ...pair, mode, ratio: contrastRatio(pair.fore, pair.back) }))
      .filter((pair) => pair.ratio < pair.minimum),
  );
}
