import { describe, expect, it } from 'vitest';
import { usageBars, usageRange } from './broadband-usage';
import { nzTimeToMs } from './nz-time';

describe('broadband usage', () => {
  it('reads the 30 days ending yesterday, NZ time', () => {
    const range = usageRange(nzTimeToMs('2026-03-15', 9), 30);
    expect(range.days).toHaveLength(30);
    expect(range.days[0]).toBe('2026-02-13');
    expect(range.days.at(-1)).toBe('2026-03-14');
    expect(range.FinalNanos - range.FirstNanos).toBe(30 * 24 * 3600 * 1e9);
  });

  it('shows each day in GB with two decimals', () => {
    expect(usageBars('daily', ['2026-03-13', '2026-03-14'], [1024, 1536.4])).toEqual([
      { key: '2026-03-13', gb: 1 },
      { key: '2026-03-14', gb: 1.5 },
    ]);
  });

  it('sums days by month and by year', () => {
    const days = ['2025-12-31', '2026-01-01', '2026-01-02'];
    expect(usageBars('monthly', days, [1024, 1024, 2048])).toEqual([
      { key: '2025-12', gb: 1 },
      { key: '2026-01', gb: 3 },
    ]);
    expect(usageBars('yearly', days, [1024, 1024, 2048]).map((b) => b.key)).toEqual(['2025', '2026']);
  });

  it('falls back to zero for every day when the histogram gave nothing', () => {
    const { days } = usageRange(nzTimeToMs('2026-03-15', 9), 30);
    const bars = usageBars('daily', days, []);
    expect(bars).toHaveLength(30);
    expect(bars.every((b) => b.gb === 0)).toBe(true);
  });

  it('keeps the last twelve months', () => {
    const { days } = usageRange(nzTimeToMs('2026-03-15', 9), 3 * 365);
    expect(usageBars('monthly', days, []).map((b) => b.key)).toHaveLength(12);
  });
});
