import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a random UUID', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version 4 UUID, new each time', () => {
    expect(randomUuid()).toMatch(V4);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  it('is made where the page is not a secure context and crypto.randomUUID is missing', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const made = [randomUuid(), randomUuid()];
    expect(made[0]).toMatch(V4);
    expect(made[1]).toMatch(V4);
    expect(made[0]).not.toBe(made[1]);
  });
});
