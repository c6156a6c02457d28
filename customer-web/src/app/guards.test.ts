import { describe, expect, it } from 'vitest';
import { mobileProductsAt, personaCustomerUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { referenceFlags } from '@portal/shared';
import { evaluate, flagOn, guards, mobileGuardFacts, PROFILE_GUARDS, type GuardState } from './guards';

const ready: GuardState = {
  signedIn: true,
  hasAccount: true,
  emailVerified: true,
  suspended: false,
  serviceType: 'postpay',
  activated: true,
  fwaActivatedPostpay: false,
  hasPaymentCard: true,
  hasParentBillingRoute: false,
  hasAddons: true,
  hasBroadband: false,
  allowedProfileTabs: ['personal-data', 'payment-methods'],
  isProduction: false,
  completedPurchase: false,
  flags: referenceFlags,
};
const ctx = { path: '/profile/personal-data' };
const at = (s: Partial<GuardState>, list = PROFILE_GUARDS) => evaluate(list, { ...ready, ...s }, ctx);

describe('profile guards, in order', () => {
  it('let a complete account in', () => expect(at({})).toEqual({ pass: true }));
  it('send a signed-out user to sign-in, keeping the target', () =>
    expect(at({ signedIn: false, hasAccount: false })).toEqual({
      pass: false,
      redirect: '/sign-in',
      keepTarget: true,
    }));
  it('send a login without a selected account to select-account', () =>
    expect(at({ hasAccount: false })).toMatchObject({ redirect: '/select-account' }));
  it('send an unverified user to email-verify-page before anything else', () =>
    expect(at({ emailVerified: false, suspended: true })).toMatchObject({ redirect: '/email-verify-page' }));
  it('send a suspended account to suspended', () =>
    expect(at({ suspended: true })).toMatchObject({ redirect: '/suspended' }));
  it('send a card-less account without a parent route to no-payment-methods', () => {
    expect(at({ hasPaymentCard: false })).toMatchObject({ redirect: '/no-payment-methods' });
    expect(at({ hasPaymentCard: false, hasParentBillingRoute: true })).toEqual({ pass: true });
  });
  it('send an account without addons to no-plans-page', () =>
    expect(at({ hasAddons: false })).toMatchObject({ redirect: '/no-plans-page' }));
  it('send a broadband-only account to its home, never to no-plans-page', () => {
    expect(at({ hasAddons: false, hasBroadband: true })).toMatchObject({ redirect: '/profile/my-app-home' });
    expect(
      evaluate(
        [guards.noAddons],
        { ...ready, hasAddons: false, hasBroadband: true },
        { path: '/no-plans-page' },
      ),
    ).toMatchObject({ redirect: '/profile/my-app-home' });
    expect(evaluate([guards.noAddons], { ...ready, hasAddons: false }, { path: '/no-plans-page' })).toEqual({
      pass: true,
    });
  });
});

describe('other guards', () => {
  it('guest-only routes send a signed-in user with an account to the profile', () => {
    expect(guards.guestOnly.check(ready, ctx)).toMatchObject({ redirect: '/profile' });
    expect(guards.guestOnly.check({ ...ready, signedIn: false, hasAccount: false }, ctx)).toEqual({
      pass: true,
    });
  });
  it('guest-only routes honour the redirect hint of a user who has just signed in', () => {
    const hinted = { ...ctx, redirectHint: '/billing-routes?approval=1' };
    expect(guards.guestOnly.check(ready, hinted)).toMatchObject({ redirect: '/billing-routes?approval=1' });
  });
  it('suspended-only and not-suspended-else-not-found', () => {
    expect(guards.suspendedOnly.check(ready, ctx)).toMatchObject({ redirect: '/' });
    expect(guards.suspendedOnly.check({ ...ready, suspended: true }, ctx)).toEqual({ pass: true });
    expect(guards.notSuspendedElseNotFound.check({ ...ready, suspended: true }, ctx)).toMatchObject({
      redirect: '/not-found',
    });
  });
  it('postpay-or-prepay, activated and FWA-activated postpay', () => {
    expect(guards.postpayOrPrepay.check({ ...ready, serviceType: 'Not Active' }, ctx)).toMatchObject({
      redirect: '/',
    });
    expect(guards.postpayOrPrepay.check({ ...ready, serviceType: undefined }, ctx)).toMatchObject({
      redirect: '/',
    });
    expect(guards.postpayOrPrepay.check({ ...ready, serviceType: 'prepay' }, ctx)).toEqual({ pass: true });
    expect(guards.accountActivated.check({ ...ready, activated: false }, ctx)).toMatchObject({
      redirect: '/',
    });
    expect(guards.fwaActivatedPostpay.check(ready, ctx)).toMatchObject({ redirect: '/' });
  });
  it('hidden prepay top-up: prepay services only, and only while top-up is not hidden', () => {
    const shown = { ...ready.flags, hide_prepay_topup: false };
    expect(guards.hiddenPrepayTopUp.check({ ...ready, serviceType: 'prepay', flags: shown }, ctx)).toEqual({
      pass: true,
    });
    expect(
      guards.hiddenPrepayTopUp.check({ ...ready, serviceType: 'postpay', flags: shown }, ctx),
    ).toMatchObject({ redirect: '/' });
    expect(
      guards.hiddenPrepayTopUp.check(
        { ...ready, serviceType: 'prepay', flags: { ...shown, hide_prepay_topup: true } },
        ctx,
      ),
    ).toMatchObject({ redirect: '/' });
  });
  it('profile tabs allowed per account', () => {
    expect(guards.profileTabAllowed.check(ready, { path: '', tab: 'payment-methods' })).toEqual({
      pass: true,
    });
    expect(guards.profileTabAllowed.check(ready, { path: '', tab: 'invoices' })).toMatchObject({
      redirect: '/profile/personal-data',
    });
  });
  it('the about page answers not-found when the build links to an outer about page', () => {
    expect(guards.noOuterAboutLink.check(ready, ctx)).toEqual({ pass: true });
    const outer = { ...ready, flags: { ...ready.flags, about_link: true } };
    expect(guards.noOuterAboutLink.check(outer, ctx)).toMatchObject({ redirect: '/not-found' });
  });
  it('non-production only and feature flags answer not-found', () => {
    expect(guards.nonProduction.check({ ...ready, isProduction: true }, ctx)).toMatchObject({
      redirect: '/not-found',
    });
    expect(flagOn('billing_routing').check(ready, ctx)).toMatchObject({ redirect: '/not-found' });
    expect(flagOn('invoices').check(ready, ctx)).toEqual({ pass: true });
  });
  it('no-plans-page only without addons; thanks pages need a completed purchase', () => {
    expect(guards.noAddons.check(ready, ctx)).toMatchObject({ redirect: '/profile' });
    expect(guards.completedPurchase.check(ready, ctx)).toMatchObject({ redirect: '/' });
  });
});

describe('guard facts from the mobile products', () => {
  const products = mobileProductsAt(Date.UTC(2026, 10, 1));
  const of = (key: string, index = 0) =>
    products.filter((p) => p.CustomerUUID === personaCustomerUuid(key, index));

  it('let a postpay customer with a plan through the postpay-or-prepay, activated and addons guards', () => {
    const facts = mobileGuardFacts(of('ana'));
    expect(facts).toEqual({ serviceType: 'postpay', activated: true, hasAddons: true });
    const state = { ...ready, ...facts };
    for (const g of [guards.postpayOrPrepay, guards.accountActivated, guards.hasAddons]) {
      expect(g.check(state, ctx)).toEqual({ pass: true });
    }
  });

  it('count prepay and pay-as-you-go services as prepay', () => {
    expect(mobileGuardFacts(of('tama')).serviceType).toBe('prepay');
    expect(mobileGuardFacts(of('multi', 2)).serviceType).toBe('prepay');
  });

  it('send an account whose only SIM is pre-activated to no-plans-page and keep it out of activated routes', () => {
    const facts = mobileGuardFacts(of('new'));
    expect(facts).toEqual({ serviceType: undefined, activated: false, hasAddons: false });
    expect(at(facts)).toMatchObject({ redirect: '/no-plans-page' });
    expect(guards.accountActivated.check({ ...ready, ...facts }, ctx)).toMatchObject({ redirect: '/' });
    expect(guards.postpayOrPrepay.check({ ...ready, ...facts }, ctx)).toMatchObject({ redirect: '/' });
  });

  it('follow the chosen product, but never a SIM that is not activated', () => {
    const tama = of('tama');
    const spare = tama.find((p) => p.SIMID === PREACTIVATED_SIMS.tamaSpare.SIMID);
    expect(mobileGuardFacts(tama, spare?.UUID)).toMatchObject({ serviceType: 'prepay', activated: true });
  });

  it('treat a suspended service as not active and not activated', () => {
    expect(mobileGuardFacts(of('suspended'))).toMatchObject({ serviceType: 'Not Active', activated: false });
  });
});

describe('postpay bills', () => {
  it('let a postpay service in and send a prepay one home', () => {
    expect(at({}, [guards.postpayOnly])).toEqual({ pass: true });
    expect(at({ serviceType: 'prepay' }, [guards.postpayOnly])).toMatchObject({ pass: false, redirect: '/' });
  });
});
