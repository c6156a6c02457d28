import { describe, expect, it } from 'vitest';
import {
  ACTIVATION,
  activationStateAt,
  activationTimeline,
  activationWaitOver,
  adoptionProductType,
  dryActivationOutcome,
  normaliseMsisdn,
} from './mobile-activation';

const S = 1_000_000_000;
const uuid = '00000000-0000-4000-8000-000000000001';

describe('activation timeline', () => {
  it('lasts 10 to 30 seconds, decided by the random source', () => {
    expect(activationTimeline(() => 0, 100 * S).DoneAtNanos).toBe(110 * S);
    expect(activationTimeline(() => 0.999, 100 * S).DoneAtNanos).toBe(130 * S);
    expect(activationTimeline(() => 0.5, 0).Outcome).toBe('active');
  });

  it('runs close to the 250 s wait when slow, and ends failed when it fails', () => {
    const slow = activationTimeline(() => 0.5, 0, { slow: true }).DoneAtNanos / S;
    expect(slow).toBeGreaterThanOrEqual(230);
    expect(slow).toBeLessThan(ACTIVATION.waitLimitSeconds);
    expect(activationTimeline(() => 0.5, 0, { fail: true }).Outcome).toBe('failed');
  });

  it('reads activating with the elapsed seconds until the network answers, then its outcome', () => {
    const a = { MobileProductUUID: uuid, StartedAtNanos: 0, DoneAtNanos: 20 * S, Outcome: 'active' as const };
    expect(activationStateAt(a, 12.5 * S)).toMatchObject({ State: 'activating', ElapsedSeconds: 12 });
    expect(activationStateAt(a, 20 * S).State).toBe('active');
    expect(activationStateAt({ ...a, Outcome: 'failed' }, 21 * S).State).toBe('failed');
  });

  it('gives up waiting at 250 seconds', () => {
    expect(activationWaitOver(249)).toBe(false);
    expect(activationWaitOver(250)).toBe(true);
  });
});

describe('dry activation answers', () => {
  it('passes on success and reads 412 as not a dry activation', () => {
    expect(dryActivationOutcome(200)).toEqual({ kind: 'dry' });
    expect(dryActivationOutcome(412, 'whatever')).toEqual({ kind: 'needs-plan' });
  });

  it('cannot proceed on another 4xx, with the server message when there is one', () => {
    expect(dryActivationOutcome(409, 'This service is already active')).toEqual({
      kind: 'cannot-proceed',
      text: 'We cannot proceed with your Activation, This service is already active',
    });
    expect(dryActivationOutcome(400, '  ')).toEqual({
      kind: 'cannot-proceed',
      text: 'We cannot proceed with your Activation. Please try again later',
    });
  });

  it('shows no error state for other failures', () => {
    expect(dryActivationOutcome(500, 'boom')).toEqual({ kind: 'no-error-state' });
    expect(dryActivationOutcome(0)).toEqual({ kind: 'no-error-state' });
  });
});

describe('adoption and numbers', () => {
  it('gives postpay postpaymobile and prepay or payg prepaymobileAddon', () => {
    expect(adoptionProductType('postpay')).toBe('postpaymobile');
    expect(adoptionProductType('prepay')).toBe('prepaymobileAddon');
    expect(adoptionProductType('payg')).toBe('prepaymobileAddon');
  });

  it('reads a number as customers type it', () => {
    expect(normaliseMsisdn('021 123 4561')).toBe('64211234561');
    expect(normaliseMsisdn('+64 21 123 4561')).toBe('64211234561');
    expect(normaliseMsisdn('64211234561')).toBe('64211234561');
  });
});
