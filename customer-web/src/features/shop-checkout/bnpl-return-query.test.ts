import { describe, expect, it } from 'vitest';
import { checkoutPathOf, returnQueryOf } from './bnpl-return-query';

describe('the buy-now-pay-later return query', () => {
  it('says broadband=true for fixed wireless, and service_type=ufb too for fibre', () => {
    expect(returnQueryOf([{ ServiceType: 'FWA' }])).toBe('broadband=true');
    expect(returnQueryOf([{ ServiceType: 'UFB' }, { ServiceType: 'MOBILE' }])).toBe(
      'broadband=true&service_type=ufb',
    );
    expect(returnQueryOf([{ ServiceType: 'MOBILE' }])).toBe('');
  });

  it('leads a failed payment back to the checkout it came from', () => {
    const path = (q: string) => checkoutPathOf(new URLSearchParams(q));
    expect(path('broadband=true&service_type=ufb&redirect_status=failed')).toBe('/eshop/checkout-ufb');
    expect(path('broadband=true')).toBe('/eshop/checkout-fwa');
    expect(path('redirect_status=failed')).toBe('/eshop/checkout');
  });
});
