import { describe, expect, it } from 'vitest';
import { isDeeperPage, phoneBar, profileTabs, tabForPath } from './profile-tabs';

const mobileAndFibre = { hasMobile: true, hasBroadband: true, bonuses: false };

describe('profile tabs', () => {
  it('shows the enabled tabs, broadband only to a customer who has it and bonuses only with its flag', () => {
    expect(profileTabs({ hasMobile: true, hasBroadband: false, bonuses: false }).map((t) => t.tab)).toEqual([
      'my-app-home',
      'personal-data',
      'plans',
      'store',
      'my-orders',
    ]);
    expect(profileTabs({ ...mobileAndFibre, bonuses: true }).map((t) => t.tab)).toEqual([
      'my-app-home',
      'personal-data',
      'plans',
      'store',
      'my-orders',
      'broadband',
      'bonuses',
    ]);
  });

  it('keeps the phone bar to four tabs and More, the rest under More in the tabs’ order', () => {
    const bar = (facts: typeof mobileAndFibre) => {
      const { bar, more } = phoneBar(profileTabs(facts));
      return { bar: bar.map((t) => t.tab), more: more.map((t) => t.tab) };
    };
    expect(bar({ ...mobileAndFibre, bonuses: true })).toEqual({
      bar: ['my-app-home', 'plans', 'store', 'my-orders'],
      more: ['personal-data', 'broadband', 'bonuses'],
    });
    expect(bar({ hasMobile: true, hasBroadband: false, bonuses: false })).toEqual({
      bar: ['my-app-home', 'plans', 'store', 'my-orders'],
      more: ['personal-data'],
    });
  });

  it('opens home on everything the account has, whatever services it has', () => {
    const home = (facts: typeof mobileAndFibre) =>
      profileTabs(facts).find((t) => t.tab === 'my-app-home')?.to;
    expect(home(mobileAndFibre)).toBe('/profile/my-app-home');
    expect(home({ hasMobile: false, hasBroadband: true, bonuses: false })).toBe('/profile/my-app-home');
    expect(home({ hasMobile: false, hasBroadband: false, bonuses: false })).toBe('/profile/my-app-home');
  });

  it('offers the plans to change to, or the catalogue to a customer without a mobile service', () => {
    const plans = (hasMobile: boolean) =>
      profileTabs({ hasMobile, hasBroadband: false, bonuses: false }).find((t) => t.tab === 'plans')?.to;
    expect(plans(true)).toBe('/profile/all-plans');
    expect(plans(false)).toBe('/plans');
  });

  it('marks the tab a page belongs to, the longest matching path deciding', () => {
    expect(tabForPath('/profile/my-app-home')).toBe('my-app-home');
    expect(tabForPath('/profile/dashboard')).toBe('my-app-home');
    expect(tabForPath('/profile/personal-data/change-email')).toBe('personal-data');
    expect(tabForPath('/account/invoices/INV-1')).toBe('personal-data');
    expect(tabForPath('/profile/account/receipts/RCP-1')).toBe('personal-data');
    expect(tabForPath('/ufb')).toBe('store');
    expect(tabForPath('/ufb-package')).toBe('store');
    expect(tabForPath('/plans/postpay-plus')).toBe('plans');
    expect(tabForPath('/profile/broadband/ufb/usage')).toBe('broadband');
    expect(tabForPath('/profile/broadband/bonuses')).toBe('bonuses');
    expect(tabForPath('/profile/bonuses/5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e01')).toBe('bonuses');
    expect(tabForPath('/profile/gifts')).toBe('bonuses');
    expect(tabForPath('/profile/dashboardx')).toBeUndefined();
    expect(tabForPath('/help')).toBeUndefined();
  });

  it('gives pages below a tab a breadcrumb, and not the tab pages themselves', () => {
    expect(isDeeperPage('/profile/personal-data/change-email', 'personal-data', mobileAndFibre)).toBe(true);
    expect(isDeeperPage('/profile/broadband/ufb/usage', 'broadband', mobileAndFibre)).toBe(true);
    expect(isDeeperPage('/profile/personal-data', 'personal-data', mobileAndFibre)).toBe(false);
    expect(isDeeperPage('/profile/dashboard', 'my-app-home', mobileAndFibre)).toBe(false);
    expect(isDeeperPage('/profile/usage', 'my-app-home', mobileAndFibre)).toBe(false);
  });
});
