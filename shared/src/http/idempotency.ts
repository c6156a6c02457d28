import { IDEMPOTENCY_HEADER } from '../config';
import { randomUuid } from './random-uuid';

export { IDEMPOTENCY_HEADER };

/** A fresh key for one user action; its retries send the same key so the server acts once. */
export function newIdempotencyKey(): string {
  return randomUuid();
}
