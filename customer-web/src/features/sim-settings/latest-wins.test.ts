import { describe, expect, it } from 'vitest';
import { latestWins } from './latest-wins';

/** A store whose writes take as long as the test says, recording what arrives in which order. */
function slowStore() {
  const arrived: string[] = [];
  const pending: Array<() => void> = [];
  const send = (value: string) =>
    new Promise<string>((resolve) => {
      pending.push(() => {
        arrived.push(value);
        resolve(value);
      });
    });
  const finishNext = async () => {
    await Promise.resolve();
    pending.shift()?.();
    await new Promise((ok) => setTimeout(ok, 0));
  };
  return { arrived, send, finishNext };
}

describe('latestWins', () => {
  it('sends one write at a time and skips the ones a newer write replaced, so the last choice is stored', async () => {
    const store = slowStore();
    const write = latestWins(store.send);
    const first = write('on');
    const second = write('off');
    const third = write('on again');
    await store.finishNext();
    await store.finishNext();
    expect(store.arrived).toEqual(['on', 'on again']);
    await expect(first).resolves.toBe('on');
    // The replaced write settles with the answer to the newer one.
    await expect(second).resolves.toBe('on again');
    await expect(third).resolves.toBe('on again');
  });

  it('passes a failed write on to its callers and keeps working', async () => {
    let fail = true;
    const write = latestWins(async (value: number) => {
      if (fail) throw new Error('down');
      return value;
    });
    await expect(write(1)).rejects.toThrow('down');
    fail = false;
    await expect(write(2)).resolves.toBe(2);
  });
});
