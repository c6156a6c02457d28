export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key for one user action; its retries send the same key so the server acts once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
