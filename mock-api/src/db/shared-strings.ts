/**
 * A scratch object in dictionary mode (made by `Object.create(null)`), so adding and deleting keys never makes a new
 * hidden class. A property name is always the engine's own interned copy of the string, one per distinct text.
 */
const names: Record<string, 0> = Object.create(null) as Record<string, 0>;

/**
 * The one shared copy of a string. Generated and parsed data is full of strings that are equal but separate: text
 * built by concatenation is kept as a tree of pieces (about 400 bytes for a UUID instead of 56), and every value
 * parsed from JSON is its own copy. The engine's table of interned strings holds each text once and lets go of it
 * when nothing uses it, so 100,000 orders carry one "Chorus" and one flat string per UUID.
 */
export function sharedString(text: string): string {
  names[text] = 0;
  let shared = text;
  for (const name in names) shared = name;
  delete names[text];
  return shared;
}

/** Replaces every string in a value (its objects and arrays, in place) with the string's shared copy. */
export function shareStrings<T>(value: T): T {
  // A schema may pass a caller's value through as it is (z.unknown()); a frozen one is left alone.
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      value[i] = typeof item === 'string' ? sharedString(item) : shareStrings(item);
    }
  } else if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const key in fields) {
      const field = fields[key];
      if (typeof field === 'string') fields[key] = sharedString(field);
      else if (field !== null && typeof field === 'object') shareStrings(field);
    }
  }
  return value;
}
