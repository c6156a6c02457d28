import createCache, { type EmotionCache } from '@emotion/cache';

// The pre-rendered pages carry their styles under this key; a client cache with the same key takes them over
// instead of inserting them again.
const KEY = 'css';

/** The style cache of one render: a fresh one per pre-rendered page, one for the browser's whole session. */
export const createEmotionCache = (): EmotionCache => createCache({ key: KEY });
