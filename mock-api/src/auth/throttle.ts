import {
  THROTTLE,
  type ApiErrorBody,
  type ContractDef,
  type ThrottleCode,
  type ThrottlesOf,
} from '@portal/shared';
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

/** A contract whose `throttles` names `T`: only then may its behaviour refuse with it. */
export type Declaring<C extends ContractDef, T extends ThrottleCode> = T extends ThrottlesOf<C> ? C : never;

/**
 * The 429 of a throttle. The contract must declare it, so that the document lists every 429 the behaviour gives:
 * the types say so where the contract is known, and an undeclared one is a fault of the mock (500), which the
 * conformance suite reports.
 */
function refusal(
  contract: ContractDef,
  code: ThrottleCode,
  extra: Partial<Omit<ApiErrorBody, 'err_code'>>,
  headers: Record<string, string>,
): ApiError {
  if (!contract.throttles?.includes(code))
    throw new Error(`${contract.id} throttles with ${code}, which its contract does not declare`);
  return new ApiError(429, code, extra, headers);
}

/** The 429 of a one-time code whose wrong tries are used up: no Retry-After, a new code is needed. */
export const codeAttemptsUsed = <C extends ContractDef>(contract: Declaring<C, 'code_attempts_used'>) =>
  refusal(contract, 'code_attempts_used', { ErrorNumber: 1002 }, {});

function refuseLocked(
  ctx: MockContext,
  contract: ContractDef,
  code: ThrottleCode,
  keys: ThrottleKey[],
): void {
  const now = ctx.sim.clock.nowNanos();
  for (const { key, limit } of keys) {
    const verdict = throttleVerdict(ctx.db.throttles.find(key)?.AtNanos ?? [], now, limit, THROTTLE.windowMs);
    if (verdict.locked) throw refusal(contract, code, {}, { 'Retry-After': String(verdict.retryAfterS) });
  }
}

/** 429 with Retry-After when any of the keys is locked; nothing else is checked before this. */
export function refuseWhenLocked<C extends ContractDef>(
  ctx: MockContext,
  contract: C,
  code: ThrottlesOf<C>,
  ...keys: ThrottleKey[]
): void {
  refuseLocked(ctx, contract, code, keys);
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
export async function limitSends<C extends ContractDef>(
  ctx: MockContext,
  contract: Declaring<C, 'sends_locked'>,
  request: { headers: HeaderSource },
  recipient: string,
): Promise<void> {
  const keys = [sendsToRecipient(recipient), sendsOfAddress(request)];
  refuseLocked(ctx, contract, 'sends_locked', keys);
  await countEvent(ctx, ...keys);
}
