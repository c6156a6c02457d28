import type { ActivationStatus, SimActivation } from '../entities/mobile-activation';
import { between, NANOS_PER_MS } from './timeline';

/*
 * Activation rules: the network takes 10 to 30 seconds to activate a SIM; the portal waits up to 250 seconds for
 * the activated product, then gives up and offers a retry. A dry activation answered 412 is not a dry activation
 * (the SIM needs a paid plan first); another 4xx cannot proceed; any other failure shows no error state.
 */

const SECOND_NANOS = 1000 * NANOS_PER_MS;

export const ACTIVATION = {
  minSeconds: 10,
  maxSeconds: 30,
  /** The slow scenario: close to, but within, the wait limit. */
  slowMinSeconds: 230,
  slowMaxSeconds: 245,
  waitLimitSeconds: 250,
  pollIntervalMs: 2000,
  /** The SMS code works for 10 minutes, the link in the same SMS for a day. */
  codeLifetimeMs: 10 * 60_000,
  linkLifetimeMs: 24 * 60 * 60_000,
  codeAttempts: 5,
} as const;

/** When the network answers and how: decided once, when the activation starts. */
export function activationTimeline(
  random: () => number,
  startNanos: number,
  opts: { slow?: boolean; fail?: boolean } = {},
): Pick<SimActivation, 'StartedAtNanos' | 'DoneAtNanos' | 'Outcome'> {
  const [min, max] = opts.slow
    ? [ACTIVATION.slowMinSeconds, ACTIVATION.slowMaxSeconds]
    : [ACTIVATION.minSeconds, ACTIVATION.maxSeconds];
  return {
    StartedAtNanos: startNanos,
    DoneAtNanos: startNanos + between(random, min * SECOND_NANOS, max * SECOND_NANOS),
    Outcome: opts.fail ? 'failed' : 'active',
  };
}

/** Where an activation stands at `nowNanos`. */
export function activationStateAt(
  activation: Pick<SimActivation, 'MobileProductUUID' | 'StartedAtNanos' | 'DoneAtNanos' | 'Outcome'>,
  nowNanos: number,
): ActivationStatus {
  const done = nowNanos >= activation.DoneAtNanos;
  return {
    MobileProductUUID: activation.MobileProductUUID,
    State: done ? activation.Outcome : 'activating',
    StartedAtNanos: activation.StartedAtNanos,
    ElapsedSeconds: Math.max(0, Math.floor((nowNanos - activation.StartedAtNanos) / SECOND_NANOS)),
  };
}

/** The portal stops waiting for the activated product after 250 seconds. */
export const activationWaitOver = (elapsedSeconds: number) => elapsedSeconds >= ACTIVATION.waitLimitSeconds;

export type DryActivationOutcome =
  | { kind: 'dry' }
  | { kind: 'needs-plan' }
  | { kind: 'cannot-proceed'; text: string }
  | { kind: 'no-error-state' };

/** How the portal reads the answer of a dry activation: by status, with the server's message when there is one. */
export function dryActivationOutcome(status: number, serverMessage?: string): DryActivationOutcome {
  if (status >= 200 && status < 300) return { kind: 'dry' };
  if (status === 412) return { kind: 'needs-plan' };
  if (status >= 400 && status < 500) {
    const message = serverMessage?.trim();
    return {
      kind: 'cannot-proceed',
      text: message
        ? `We cannot proceed with your Activation, ${message}`
        : 'We cannot proceed with your Activation. Please try again later',
    };
  }
  return { kind: 'no-error-state' };
}

/** Adoption metadata: a postpay catalogue entry gives postpaymobile; prepay and PAYG give prepaymobileAddon. */
export const adoptionProductType = (billing: 'prepay' | 'payg' | 'postpay') =>
  billing === 'postpay' ? 'postpaymobile' : 'prepaymobileAddon';

/** A phone number as customers type it (021 123 4567, +64 21 123 4567) in the stored form (64211234567). */
export function normaliseMsisdn(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.startsWith('64')) return digits;
  return digits.startsWith('0') ? `64${digits.slice(1)}` : digits;
}

/** The portal path an activation SMS links to. */
export const activationLinkPath = (token: string) => `/activation/${token}`;
