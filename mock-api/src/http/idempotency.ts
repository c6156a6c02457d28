import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from './api-error';
import type { HeaderSource } from './session';

export interface StoredAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/** Keys of requests still running, per mock API: a second one with the same key must not run alongside. */
const inFlight = new WeakMap<MockContext, Set<string>>();

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with its object keys sorted: two requests that differ only in key order or spacing are the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The Idempotency-Key of a request, if any; one that no client would generate is refused. */
export function idempotencyKeyOf(headers: HeaderSource): string | undefined {
  const key = headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ApiError(400, 'idempotency_key_invalid');
  return key;
}

/**
 * Runs an idempotent operation once per (caller, operation, key): a replay within the window gets the first
 * answer without running anything; the same key with another request answers 422; while the first is still
 * running, 409.
 */
export async function once(
  ctx: MockContext,
  scope: { caller: string; contractId: string; key: string; request: string },
  run: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed?: true }> {
  const key = `${scope.caller} ${scope.contractId} ${scope.key}`;
  const requestHash = await sha256(scope.request);
  const first = ctx.sim.idempotentAnswer(key, IDEMPOTENCY_WINDOW_MS);
  if (first) {
    if (first.requestHash !== requestHash) throw new ApiError(422, 'idempotency_mismatch');
    return { status: first.status, data: first.body, headers: first.headers, replayed: true };
  }
  const running = inFlight.get(ctx) ?? new Set<string>();
  inFlight.set(ctx, running);
  if (running.has(key)) throw new ApiError(409, 'idempotency_in_flight');
  running.add(key);
  try {
    const answer = await run();
    // A server failure is not an answer worth repeating: the caller may retry with the same key.
    if (answer.status < 500) {
      ctx.sim.rememberIdempotentAnswer(
        { key, requestHash, status: answer.status, body: answer.data, headers: answer.headers },
        IDEMPOTENCY_WINDOW_MS,
      );
    }
    return answer;
  } finally {
    running.delete(key);
  }
}
