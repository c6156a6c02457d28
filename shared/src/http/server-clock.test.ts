import { describe, expect, it } from 'vitest';
import { fetchClockOffset } from './server-clock';

const answering = (body: unknown, ok = true) =>
  (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;

describe('the backend clock offset', () => {
  it('is how far the simulation clock is ahead of this machine', async () => {
    const ahead = 31 * 86_400_000;
    const offset = await fetchClockOffset('/__mock/state', answering({ nowMs: Date.now() + ahead }));
    expect(Math.abs(offset - ahead)).toBeLessThan(1000);
  });

  it('is none for a backend without a simulation clock or without an answer', async () => {
    expect(await fetchClockOffset('/__mock/state', answering({}, false))).toBe(0);
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await fetchClockOffset('/__mock/state', failing)).toBe(0);
  });
});
