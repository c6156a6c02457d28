type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);

/** `extra` laid over `base`, objects merged key by key (for translations and themes). */
export function mergeDeep<T extends object>(base: T, extra: object): T {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? mergeDeep(out[key] as Plain, value) : value;
  }
  return out as T;
}
