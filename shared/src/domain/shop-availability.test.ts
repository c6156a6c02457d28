import { describe, expect, it } from 'vitest';
import { emptyOfferText, fibreAvailabilityProblem, fwaAvailabilityProblem } from './shop-availability';

describe('availability texts', () => {
  it('accepts the three fixed wireless statuses and refuses others', () => {
    for (const s of ['service_available', 'service_scope_required', 'service_installation_required'])
      expect(fwaAvailabilityProblem(s)).toBeUndefined();
    expect(fwaAvailabilityProblem('service_unavailable')).toBe('No Fibre services available');
    expect(fwaAvailabilityProblem(undefined)).toBe('No Fibre services available');
  });
  it('sells fibre only when Available', () => {
    expect(fibreAvailabilityProblem({ Status: 'Available' })).toBeUndefined();
    expect(fibreAvailabilityProblem({ Status: 'NotAvailable' })).toBe('No Service Information Available');
    expect(fibreAvailabilityProblem(undefined)).toBe('No Service Information Available');
  });
  it('names empty plan and modem lists', () => {
    expect(emptyOfferText('plans', 'FWA')).toBe('No FWA Plans data');
    expect(emptyOfferText('plans', 'UFB')).toBe('No UFB Plans data');
    expect(emptyOfferText('modems', 'UFB')).toBe('No modem data');
  });
});
