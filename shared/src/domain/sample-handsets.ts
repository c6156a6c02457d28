/*
 * The shop's sample handsets: each in some of the image themes' colours, with its storage options (128 GB to 1 TB)
 * and one or two SIMs, as the specification's sample data describes them.
 */

/** The image themes, which are also the handsets' colours. */
export const HANDSET_THEMES = ['pink', 'blue', 'green', 'midnight', 'red', 'starlight'] as const;
export type HandsetTheme = (typeof HANDSET_THEMES)[number];

/** How each theme is drawn: the handset's body colour. */
export const HANDSET_THEME_COLOURS: Record<HandsetTheme, string> = {
  pink: '#f4b6c8',
  blue: '#5b8fd6',
  green: '#5f9e7a',
  midnight: '#1f2633',
  red: '#c62f3a',
  starlight: '#efe7da',
};

/** The storage sizes a handset may come in, in GB (1 TB is 1024 GB). */
export const HANDSET_STORAGE_GB = [128, 256, 512, 1024] as const;
export type HandsetStorage = (typeof HANDSET_STORAGE_GB)[number];

export interface SampleHandset {
  id: string;
  name: string;
  colours: readonly HandsetTheme[];
  /** Each storage size it comes in, with its price in cents. */
  storage: readonly { gb: HandsetStorage; cents: number }[];
  sims: 1 | 2;
}

export const SAMPLE_HANDSETS: readonly SampleHandset[] = [
  {
    id: 'kauri-pro',
    name: 'Kauri Pro',
    colours: ['midnight', 'starlight', 'blue'],
    storage: [
      { gb: 256, cents: 169_900 },
      { gb: 512, cents: 199_900 },
      { gb: 1024, cents: 239_900 },
    ],
    sims: 2,
  },
  {
    id: 'kauri',
    name: 'Kauri',
    colours: ['pink', 'blue', 'green', 'midnight', 'red', 'starlight'],
    storage: [
      { gb: 128, cents: 129_900 },
      { gb: 256, cents: 149_900 },
    ],
    sims: 2,
  },
  {
    id: 'pohutukawa-5g',
    name: 'Pōhutukawa 5G',
    colours: ['red', 'midnight'],
    storage: [
      { gb: 128, cents: 59_900 },
      { gb: 256, cents: 69_900 },
    ],
    sims: 1,
  },
  {
    id: 'tui-lite',
    name: 'Tūī Lite',
    colours: ['green', 'pink', 'starlight'],
    storage: [{ gb: 128, cents: 39_900 }],
    sims: 1,
  },
];

/** Storage as people read it: "128 GB", "1 TB". */
export const storageLabel = (gb: number) => (gb >= 1024 ? `${gb / 1024} TB` : `${gb} GB`);

/** The handsets that come in the storage size and with the SIM count asked for (either left out: any). */
export function filterHandsets(
  handsets: readonly SampleHandset[],
  wanted: { storage?: HandsetStorage | undefined; sims?: 1 | 2 | undefined },
): SampleHandset[] {
  return handsets.filter(
    (h) =>
      (wanted.storage === undefined || h.storage.some((s) => s.gb === wanted.storage)) &&
      (wanted.sims === undefined || h.sims === wanted.sims),
  );
}

/** The lowest price of a handset, or of the storage size asked for. */
export function handsetPrice(handset: SampleHandset, storage?: HandsetStorage): number {
  const options = storage === undefined ? handset.storage : handset.storage.filter((s) => s.gb === storage);
  return Math.min(...options.map((s) => s.cents));
}
