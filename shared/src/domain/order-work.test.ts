import { describe, expect, it } from 'vitest';
import { HOUR_NANOS } from './timeline';
import {
  attentionReason,
  formatAge,
  installationDay,
  unbookOrder,
  weekStart,
  workingDaysWithin,
} from './order-work';
import { nzTimeToMs } from './nz-time';

const at = (date: string, hour: number) => nzTimeToMs(date, hour) * 1e6;

describe('the operators’ day', () => {
  it('looks at today on a working day and at the next working day at the weekend', () => {
    expect(installationDay(nzTimeToMs('2026-12-01', 9))).toBe('2026-12-01');
    expect(installationDay(nzTimeToMs('2026-11-28', 9))).toBe('2026-11-30');
    expect(installationDay(nzTimeToMs('2026-11-29', 23))).toBe('2026-11-30');
  });

  it('starts a week on Monday and shows its working days', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(workingDaysWithin('2026-11-23', 7)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('says why an order needs someone', () => {
    expect(attentionReason({ State: 'failed', Substate: '' })).toBe('failed');
    expect(attentionReason({ State: 'in_progress', Substate: 'RequiresSiteVisit' })).toBe('site_visit');
    expect(attentionReason({ State: 'held', Substate: 'RequiresNewRFSTime' })).toBe('rfs_time');
    expect(attentionReason({ State: 'in_progress', Substate: '' })).toBeUndefined();
  });

  it('cancels an appointment before it starts: the planned work goes and a site visit is wanted again', () => {
    const now = at('2026-12-01', 9);
    const appointment = { StartNanos: at('2026-12-02', 8) };
    const timeline = [
      { State: 'created' as const, Substate: '', AtNanos: now - 5 * HOUR_NANOS },
      { State: 'in_progress' as const, Substate: '', AtNanos: now - HOUR_NANOS },
      { State: 'completed' as const, Substate: '', AtNanos: at('2026-12-02', 11) },
    ];
    const done = unbookOrder(timeline, now, appointment, { Note: 'Customer is away', By: 'Olivia Operator' });
    expect(done).toEqual({
      ok: true,
      timeline: [
        timeline[0],
        timeline[1],
        {
          State: 'in_progress',
          Substate: 'RequiresSiteVisit',
          AtNanos: now,
          Note: 'Customer is away',
          By: 'Olivia Operator',
        },
      ],
    });
    expect(unbookOrder(timeline, at('2026-12-02', 9), appointment, { Note: 'x' })).toMatchObject({
      ok: false,
      reason: 'appointment_started',
    });
    expect(unbookOrder(timeline, at('2026-12-03', 9), appointment, { Note: 'x' })).toMatchObject({
      ok: false,
      reason: 'order_final',
    });
  });

  it('says how long an order has waited, to the minute', () => {
    expect(formatAge(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatAge(3 * 3600_000 + 20 * 60_000)).toBe('3 h 20 min');
    expect(formatAge(2 * 3600_000)).toBe('2 h');
    expect(formatAge(2 * 86_400_000 + 4 * 3600_000 + 59 * 60_000)).toBe('2 d 4 h');
    expect(formatAge(-5)).toBe('0 min');
  });
});
