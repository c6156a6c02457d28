import { describe, expect, it } from 'vitest';
import type { StoredPort } from '../entities/number-porting';
import {
  advancePort,
  cancelPort,
  holderOfNumber,
  planPort,
  PORT_MAX_NANOS,
  PORT_STATE_NUMBER,
  portStateOfNumber,
  portViewAt,
  retryPort,
} from './number-porting';
import { seededRandom } from './seeded-random';
import { MINUTE_NANOS } from './timeline';

const T0 = 1_000 * MINUTE_NANOS;
const random = () => seededRandom(7);
const statesOf = (steps: { State: string }[]) => steps.map((s) => s.State);
const last = <T>(list: readonly T[]) => list[list.length - 1] as T;

const portWith = (steps: StoredPort['Steps']): StoredPort => ({
  UUID: '00000000-0000-4000-8000-000000000001',
  CustomerUUID: '00000000-0000-4000-8000-000000000002',
  MobileProductUUID: '00000000-0000-4000-8000-000000000003',
  MSISDN: '64215550101',
  LosingProvider: 'Spark',
  AccountNumber: 'SP-1234',
  CreatedAtNanos: T0,
  Steps: steps,
});

describe('numeric porting states', () => {
  it('numbers the states 1 to 11 and leaves 6 and 10 blank', () => {
    expect(PORT_STATE_NUMBER.PORT_REQUESTED).toBe(1);
    expect(PORT_STATE_NUMBER.NETWORK_PROVISIONING).toBe(5);
    expect(PORT_STATE_NUMBER.PORT_COMPLETED).toBe(7);
    expect(PORT_STATE_NUMBER.SERVICE_ACTIVATION_FAILED).toBe(11);
    expect(portStateOfNumber(9)).toBe('PORT_REJECTED');
    expect(portStateOfNumber(6)).toBeUndefined();
    expect(portStateOfNumber(10)).toBeUndefined();
  });
});

describe('a port’s timeline', () => {
  it('goes from request to completion within three hours when all goes well', () => {
    const steps = planPort(T0, { random: random() });
    expect(statesOf(steps)).toEqual([
      'PORT_REQUESTED',
      'PORT_VALIDATED',
      'PORT_APPROVED',
      'INTRA_CARRIER_WAIT',
      'NETWORK_PROVISIONING',
      'PORT_COMPLETED',
    ]);
    expect(last(steps).AtNanos - T0).toBeLessThanOrEqual(PORT_MAX_NANOS);
    expect(portViewAt(portWith(steps), T0 + PORT_MAX_NANOS)).toMatchObject({
      State: 'PORT_COMPLETED',
      PortingState: 7,
      Running: false,
    });
  });

  it('is refused by the losing provider with the reason, and retried to completion', () => {
    const steps = planPort(T0, { random: random(), reject: 'account_number_incorrect' });
    expect(statesOf(steps)).toEqual(['PORT_REQUESTED', 'PORT_REJECTED']);
    const at = last(steps).AtNanos;
    const view = portViewAt(portWith(steps), at);
    expect(view).toMatchObject({
      State: 'PORT_REJECTED',
      ReasonText: 'account number incorrect',
      CanRetry: true,
    });
    const retried = retryPort(steps, at + MINUTE_NANOS, { random: random() });
    expect(retried.ok && statesOf(retried.steps)).toEqual([
      'PORT_REQUESTED',
      'PORT_REJECTED',
      'PORT_REQUESTED',
      'PORT_VALIDATED',
      'PORT_APPROVED',
      'INTRA_CARRIER_WAIT',
      'NETWORK_PROVISIONING',
      'PORT_COMPLETED',
    ]);
  });

  it('ends in a failed service activation under that scenario, which retry provisions again', () => {
    const steps = planPort(T0, { random: random(), activationFail: true });
    expect(last(steps).State).toBe('SERVICE_ACTIVATION_FAILED');
    const retried = retryPort(steps, last(steps).AtNanos, { random: random() });
    expect(retried.ok && statesOf(retried.steps).slice(-3)).toEqual([
      'SERVICE_ACTIVATION_FAILED',
      'NETWORK_PROVISIONING',
      'PORT_COMPLETED',
    ]);
  });

  it('can be cancelled before approval and not after', () => {
    const steps = planPort(T0, { random: random() });
    const validated = steps[1]!.AtNanos;
    const cancelled = cancelPort(steps, validated);
    expect(cancelled.ok && statesOf(cancelled.steps)).toEqual([
      'PORT_REQUESTED',
      'PORT_VALIDATED',
      'PORT_CANCELED',
    ]);
    expect(cancelPort(steps, steps[2]!.AtNanos)).toEqual({
      ok: false,
      reason: 'port_not_cancellable',
      from: 'PORT_APPROVED',
    });
  });

  it('refuses a retry of a port that was not refused or failed', () => {
    const steps = planPort(T0, { random: random() });
    expect(retryPort(steps, T0, { random: random() })).toMatchObject({
      ok: false,
      reason: 'port_not_retryable',
    });
  });

  it('is moved on to its next step by an operator, keeping the later spacing', () => {
    const steps = planPort(T0, { random: random() });
    const moved = advancePort(steps, T0);
    if (!moved.ok) throw new Error('expected a move');
    expect(portViewAt(portWith(moved.steps), T0).State).toBe('PORT_VALIDATED');
    expect(last(moved.steps).AtNanos).toBe(last(steps).AtNanos - (steps[1]!.AtNanos - T0));
    const done = advancePort(steps, last(steps).AtNanos);
    expect(done).toMatchObject({ ok: false, reason: 'port_not_running' });
  });

  it('shows the reached steps, the current one and what comes next', () => {
    const steps = planPort(T0, { random: random() });
    const view = portViewAt(portWith(steps), steps[1]!.AtNanos);
    expect(statesOf(view.Reached)).toEqual(['PORT_REQUESTED', 'PORT_VALIDATED']);
    expect(view).toMatchObject({
      State: 'PORT_VALIDATED',
      Next: 'PORT_APPROVED',
      Running: true,
      CanCancel: true,
    });
  });

  it('tells the next step of the good path, never a refusal or a failure before it happens', () => {
    const refused = planPort(T0, { random: random(), reject: 'provider_incorrect' });
    expect(portViewAt(portWith(refused), T0).Next).toBe('PORT_VALIDATED');
    expect(portViewAt(portWith(refused), last(refused).AtNanos)).toMatchObject({ State: 'PORT_REJECTED' });
    expect(portViewAt(portWith(refused), last(refused).AtNanos).Next).toBeUndefined();
    const failing = planPort(T0, { random: random(), activationFail: true });
    const provisioning = failing.find((s) => s.State === 'NETWORK_PROVISIONING')!;
    expect(portViewAt(portWith(failing), provisioning.AtNanos).Next).toBe('PORT_COMPLETED');
  });
});

describe('who holds a number', () => {
  it('is the same for the same number, however it is written', () => {
    expect(holderOfNumber('64215550101')).toBe(holderOfNumber('64 21 555 0101'));
  });
});
