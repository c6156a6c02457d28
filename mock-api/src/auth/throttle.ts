import { THROTTLE, type ErrorCode } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from '../http/api-error';
import type { HeaderSource } from '../http/session';
import { recipientKey } from '../outbox';
import { eventsInWindow, throttleVerdict } from './throttle-rule';

/**
 * Throttle state lives in a table of the mock's store, so it is persisted and read against the virtual clock in
 * every runtime. The Express server names the client address in this header, replacing whatever a caller sent;
 * without it (the service worker, msw/node) there is one client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

export const clientAddress = (request: { headers: HeaderSource }) =>
  request.headers.get(CLIENT_ADDRESS_HEADER) || 'local';

export interface ThrottleKey {
  key: string;
  limit: number;
}

export const signInFailuresOfLogin = (authId: string): ThrottleKey => ({
  key: `sign-in:login:${authId.trim().toLowerCase()}`,
  limit: THROTTLE.failuresPerLogin,
});
export const signInFailuresOfAddress = (request: { headers: HeaderSource }): ThrottleKey => ({
  key: `sign-in:address:${clientAddress(request)}`,
  limit: THROTTLE.failuresPerAddress,
});
export const sendsOfAddress = (request: { headers: HeaderSource }): ThrottleKey => ({
  key: `sends:address:${clientAddress(request)}`,
  limit: THROTTLE.sendsPerAddress,
});

/** 429 with Retry-After when any of the keys is locked; nothing else is checked before this. */
export function refuseWhenLocked(ctx: MockContext, code: ErrorCode, ...keys: ThrottleKey[]): void {
  const now = ctx.sim.clock.nowNanos();
  for (const { key, limit } of keys) {
    const verdict = throttleVerdict(ctx.db.throttles.find(key)?.AtNanos ?? [], now, limit, THROTTLE.windowMs);
    if (verdict.locked) {
      throw new ApiError(429, code, {}, { 'Retry-After': String(verdict.retryAfterS) });
    }
  }
}

export async function countEvent(ctx: MockContext, ...keys: ThrottleKey[]): Promise<void> {
  const now = ctx.sim.clock.nowNanos();
  for (const { key } of keys) {
    const AtNanos = [
      ...eventsInWindow(ctx.db.throttles.find(key)?.AtNanos ?? [], now, THROTTLE.windowMs),
      now,
    ];
    await ctx.db.throttles.upsert(key, { Key: key, AtNanos }, (draft) => {
      draft.AtNanos = AtNanos;
    });
  }
}

export function clearEvents(ctx: MockContext, key: ThrottleKey): void {
  if (ctx.db.throttles.find(key.key)) ctx.db.throttles.remove(key.key);
}

export const sendsToRecipient = (to: string): ThrottleKey => ({
  key: `sends:to:${recipientKey(to)}`,
  limit: THROTTLE.sendsPerRecipient,
});

/**
 * Mails and texts that carry a code or a link: refused once the recipient, or the client address, has had its
 * share; counted otherwise.
 */
export async function limitSends(
  ctx: MockContext,
  request: { headers: HeaderSource },
  recipient: string,
): Promise<void> {
  const keys = [sendsToRecipient(recipient), sendsOfAddress(request)];
  refuseWhenLocked(ctx, 'sends_locked', ...keys);
  await countEvent(ctx, ...keys);
}
