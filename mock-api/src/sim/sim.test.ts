import { describe, expect, it, vi } from 'vitest';
import { Clock } from './clock';
import { keyedRandom } from './random';
import { Sim, freshSimState } from './sim';
import { faultPatternMatches } from '@portal/shared';

describe('virtual clock', () => {
  it('runs at real time by default, jumps on demand and follows a speed factor', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = new Clock({ virtualAtAnchor: 1_000_000, realAtAnchor: 1_000_000, speed: 1 });
    vi.advanceTimersByTime(500);
    expect(clock.now()).toBe(1_000_500);
    clock.advance(3 * 3600_000);
    expect(clock.now()).toBe(1_000_500 + 3 * 3600_000);
    clock.setSpeed(60);
    vi.advanceTimersByTime(1000);
    expect(clock.now()).toBe(1_000_500 + 3 * 3600_000 + 60_000);
    vi.useRealTimers();
  });
});

describe('random source', () => {
  it('gives the same numbers for the same seed and key', () => {
    expect(keyedRandom(1, 'order-a')).toBe(keyedRandom(1, 'order-a'));
    expect(keyedRandom(1, 'order-a')).not.toBe(keyedRandom(2, 'order-a'));
    const a = new Sim(freshSimState(7));
    const b = new Sim(freshSimState(7));
    expect([a.random(), a.random()]).toEqual([b.random(), b.random()]);
  });
});

describe('scenarios and faults', () => {
  it('turn on globally, per customer, or per request header', () => {
    const sim = new Sim(freshSimState());
    const request = new Request('http://x/api/a', {
      headers: { 'x-mock-scenario': 'orders.fail, payments.decline' },
    });
    expect(sim.scenarioOn('payments.decline', { request })).toBe(true);
    expect(sim.scenarioOn('payments.decline')).toBe(false);
    sim.setScenario('payments.decline', true, 'c1');
    expect(sim.scenarioOn('payments.decline', { customerUUID: 'c1' })).toBe(true);
    expect(sim.scenarioOn('payments.decline', { customerUUID: 'c2' })).toBe(false);
    sim.setScenario('orders.fail', true);
    expect(sim.scenarioOn('orders.fail', { customerUUID: 'c2' })).toBe(true);
  });
  it('match route patterns and clear after their count', () => {
    expect(faultPatternMatches('/v2/*/customer*', '/v2/68/customer/abc')).toBe(true);
    expect(faultPatternMatches('/health', '/healthz')).toBe(false);
    const sim = new Sim(freshSimState());
    sim.setFaults([{ pattern: '/health', method: 'any', kind: 'status', status: 503, times: 1 }]);
    expect(sim.takeFault('GET', '/health')?.status).toBe(503);
    expect(sim.takeFault('GET', '/health')).toBeUndefined();
  });
});
