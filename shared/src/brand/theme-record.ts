/**
 * The white-label look of the product: one record per service provider (SPID). Both apps build their MUI themes
 * from it, so a provider's brand is changed in one place.
 */

/** The colours of one mode. Each `onX` is the text drawn on `x`; every such pair meets WCAG AA (4.5:1). */
export interface BrandPalette {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  /** Status colours, used as text and icons on the background and on surfaces. */
  error: string;
  warning: string;
  success: string;
  info: string;
  /** The page behind the cards, and the cards (and header) themselves. */
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  /** The keyboard focus ring: at least 3:1 against the background and the surface. */
  focus: string;
}

/** The brand mark: SVG paths drawn in the palette's colours, with the name a screen reader says. */
export interface BrandMark {
  viewBox: string;
  paths: readonly { d: string; colour: 'primary' | 'secondary' | 'onPrimary' }[];
}

/** Sizes of the type scale, in rem; the page title is `title`, card titles `heading`. */
export interface TypeScale {
  fontFamily: string;
  title: number;
  /** The page title on a phone. */
  titlePhone: number;
  heading: number;
  subheading: number;
  body: number;
  small: number;
}

/** The pictures' look: the landing page's banner is a gradient between two colours of the mode. */
export interface ImageTheme {
  light: readonly [string, string];
  dark: readonly [string, string];
  /** Text on the banner, readable over both ends of its gradient. */
  onLight: string;
  onDark: string;
}

export interface BrandTheme {
  spid: number;
  /** The brand's name: the header's mark is announced by it, and each tab's title ends with it. */
  name: string;
  mark: BrandMark;
  light: BrandPalette;
  dark: BrandPalette;
  /** Corner radius of cards, buttons and fields, in px. */
  radius: number;
  /** MUI's spacing unit, in px. */
  spacing: number;
  type: TypeScale;
  images: ImageTheme;
}

export type ColourScheme = 'light' | 'dark';
