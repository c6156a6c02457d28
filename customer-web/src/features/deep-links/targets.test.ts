import { describe, expect, it } from 'vitest';
import { DEEP_LINKS, resolveDeepLink } from './targets';

describe('legacy deep links', () => {
  it('send a signed-in user straight to the account screen', () => {
    expect(resolveDeepLink('payment-methods', true)).toBe('/profile/payment-methods');
    expect(resolveDeepLink('mobile-features', true)).toBe('/profile/sim-card-actions');
    expect(resolveDeepLink('sim-settings', true)).toBe('/profile/supp-features');
  });
  it('send a signed-out user to sign-in with the screen as the redirect hint', () => {
    expect(resolveDeepLink('invoices', false)).toBe('/sign-in?redirect=%2Fprofile%2Finvoices');
    expect(resolveDeepLink('custom-amount', false)).toBe(
      '/sign-in?redirect=%2Fprofile%2Fpay-bill%3Famount%3Dcustom',
    );
  });
  it('open public pages for anyone, chat on the home page', () => {
    expect(resolveDeepLink('terms', false)).toBe('/terms');
    expect(resolveDeepLink('chat', false)).toBe('/?chat=open');
    expect(resolveDeepLink('calling-rates', true)).toBe('/international-plans');
  });
  it('know every link of the specification and nothing else', () => {
    expect(Object.keys(DEEP_LINKS)).toHaveLength(19);
    expect(resolveDeepLink('constructor', true)).toBeUndefined();
    expect(resolveDeepLink('nope', true)).toBeUndefined();
  });
});
