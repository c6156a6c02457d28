import { ACCESS_LIMITS, THROTTLE } from '../config';

const minutes = (ms: number) => `${ms / 60_000} minutes`;

/**
 * The refusals a throttle answers, each a 429. An operation whose behaviour throttles names them in its contract's
 * `throttles`; the mock's throttle helpers refuse to throttle with one the contract does not name, and the OpenAPI
 * document lists 429 from the same field, so the two cannot drift apart.
 */
export const THROTTLE_REFUSALS = {
  sign_in_locked: {
    retryAfter: true,
    when:
      `${THROTTLE.failuresPerLogin} failed sign-ins of this login, or ${THROTTLE.failuresPerAddress} failed ` +
      `sign-ins and wrong codes from this client address, in ${minutes(THROTTLE.windowMs)}`,
  },
  sends_locked: {
    retryAfter: true,
    when:
      `${THROTTLE.sendsPerRecipient} emails or texts with a code or link to this recipient, or ` +
      `${THROTTLE.sendsPerAddress} from this client address, in ${minutes(THROTTLE.windowMs)}`,
  },
  code_attempts_used: {
    retryAfter: false,
    when: `The code has had its ${ACCESS_LIMITS.codeAttempts} wrong tries and is void: a new one must be requested`,
  },
} as const;

export type ThrottleCode = keyof typeof THROTTLE_REFUSALS;

/** The throttles a contract declares, as a type: what its behaviour may refuse with 429. */
export type ThrottlesOf<C> = C extends { throttles: readonly (infer T extends ThrottleCode)[] } ? T : never;

/** Whether any of these throttles tells the caller when to try again. */
export const throttleRetriesAfter = (codes: readonly ThrottleCode[] = []) =>
  codes.some((code) => THROTTLE_REFUSALS[code].retryAfter);
