/**
 * Queues writes of one value so the last one wins: one write at a time, in order; a write asked for while another
 * runs waits, and a newer one replaces it, so the stored value ends as the customer's last choice even when the
 * network answers slowly.
 */
export function latestWins<T, R>(send: (value: T) => Promise<R>) {
  let running: Promise<void> | undefined;
  let waiting: { value: T; settle: Array<(result: R | Error) => void> } | undefined;

  const drain = async (): Promise<void> => {
    while (waiting) {
      const { value, settle } = waiting;
      waiting = undefined;
      let result: R | Error;
      try {
        result = await send(value);
      } catch (error) {
        result = error instanceof Error ? error : new Error(String(error));
      }
      settle.forEach((done) => done(result));
    }
    running = undefined;
  };

  /** Resolves with the answer to the write that carried this value or a newer one. */
  return (value: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const settle = (result: R | Error) => (result instanceof Error ? reject(result) : resolve(result));
      waiting = { value, settle: [...(waiting?.settle ?? []), settle] };
      running ??= drain();
    });
}
