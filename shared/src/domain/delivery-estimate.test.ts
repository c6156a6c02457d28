import { describe, expect, it } from 'vitest';
import { simDeliveryEstimate } from './delivery-estimate';
import { nzTimeToMs } from './nz-time';

describe('the SIM delivery estimate', () => {
  it('runs from the 3rd to the 7th working day after the order, skipping weekends', () => {
    // Monday 23 November 2026, 10:00 in New Zealand.
    expect(simDeliveryEstimate(nzTimeToMs('2026-11-23', 10))).toEqual({
      From: '2026-11-26',
      To: '2026-12-02',
    });
  });
  it('starts counting on Monday for an order placed on a Saturday', () => {
    expect(simDeliveryEstimate(nzTimeToMs('2026-11-28', 10))).toEqual({
      From: '2026-12-02',
      To: '2026-12-08',
    });
  });
});
