import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthData, ContractDef, Customer, IdentityConsent } from '@portal/shared';
import { apiCall } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { approvalToken } from '../billing-route-link';
import { pendingIdentity } from '../pending-identity';
import { readPendingIdentity } from '../pending-identity-read';
import {
  chooseAccount,
  codeSignIn,
  completeSignIn,
  outcomePath,
  passwordSignIn,
  socialSignIn,
} from './complete-sign-in';
import { sessionStore } from './session-store';
import { setSignedInHomePreload } from './sign-in-preload';
import { testAuth } from './test-auth';

vi.mock('../api/client', () => ({ apiCall: vi.fn() }));
// The backend's clock is asked outside the API client; here it is this machine's.
vi.mock('../server-clock', () => ({
  serverClockQuery: { queryKey: ['server-clock'], queryFn: async () => 0 },
}));
const api = vi.mocked(apiCall);

const auth = testAuth;
const account = (UUID: string) => ({ UUID }) as Customer;
const A = '6b7a3c10-1111-4a1a-8a1a-000000000001';
const B = '6b7a3c10-1111-4a1a-8a1a-000000000002';

/** Answers by contract id: the accounts of the login and whether multi-factor verification is on. */
function backend(customers: Customer[], mfa: boolean, signIn?: () => unknown) {
  api.mockImplementation(async (contract: ContractDef) => {
    if (contract.id === 'customer.listMine') return { Customers: customers };
    if (contract.id === 'access.startMfa')
      return mfa ? { Required: true, Channel: 'sms', To: '••• ••• 4507' } : { Required: false };
    if (contract.id === 'auth.signIn' && signIn) return signIn();
    throw new Error(`unexpected ${contract.id}`);
  });
}

beforeEach(() => sessionStore.signOut());
afterEach(() => api.mockReset());

describe('completing a sign-in', () => {
  it('refuses a login without the customer role and stays signed out', async () => {
    backend([account(A)], false);
    const error = await completeSignIn(new QueryClient(), auth(['operator'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('console_login');
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('opens the only account when it has no multi-factor verification', async () => {
    backend([account(A)], false);
    expect(await completeSignIn(new QueryClient(), auth(['customer']))).toEqual({ next: 'account' });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', customerUUID: A });
  });

  it('holds the only account back until its multi-factor code is verified', async () => {
    backend([account(A)], true);
    expect(await completeSignIn(new QueryClient(), auth(['customer']))).toMatchObject({
      next: 'mfa',
      customerUUID: A,
      challenge: { Required: true, To: '••• ••• 4507' },
    });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', customerUUID: null });
  });

  it('lets a login with several accounts choose, each through the same check', async () => {
    backend([account(A), account(B)], false);
    expect(await completeSignIn(new QueryClient(), auth(['customer']))).toEqual({ next: 'select-account' });
    expect(sessionStore.get().customerUUID).toBeNull();
    expect(await chooseAccount(B)).toEqual({ next: 'account' });
    expect(sessionStore.get().customerUUID).toBe(B);
  });
});

describe('completing a sign-in whose answer names the accounts', () => {
  const withAccounts = (accounts: AuthData['CustomerAccounts']): AuthData => ({
    ...auth(['customer']),
    CustomerAccounts: accounts,
  });
  const called = () => api.mock.calls.map(([contract]) => (contract as ContractDef).id);

  it('opens the only account at once and starts every call its home needs together', async () => {
    api.mockImplementation(async () => ({}));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await completeSignIn(queryClient, withAccounts([{ UUID: A, MfaRequired: false }]))).toEqual({
      next: 'account',
    });
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', customerUUID: A });
    // Neither the list of accounts nor the multi-factor check is waited for before the account's own calls.
    expect(called()).not.toContain('access.startMfa');
    expect(called()).toEqual(
      expect.arrayContaining([
        'customer.get',
        'preferences.getUser',
        'mobileProducts.list',
        'paymentMethods.list',
        'billingRoutes.list',
      ]),
    );
  });

  it('asks for the code of an account that asks for one, and opens nothing before it', async () => {
    backend([account(A)], true);
    expect(
      await completeSignIn(new QueryClient(), withAccounts([{ UUID: A, MfaRequired: true }])),
    ).toMatchObject({ next: 'mfa', customerUUID: A });
    expect(called()).toEqual(['access.startMfa']);
    expect(sessionStore.get().customerUUID).toBeNull();
  });

  it('lets a login with several accounts choose without loading any of them', async () => {
    backend([], false);
    const accounts = [
      { UUID: A, MfaRequired: false },
      { UUID: B, MfaRequired: true },
    ];
    expect(await completeSignIn(new QueryClient(), withAccounts(accounts))).toEqual({
      next: 'select-account',
    });
    expect(called()).toEqual([]);
  });
});

describe('social sign-in', () => {
  const consent: IdentityConsent = {
    identity_token: 'token',
    Provider: 'GOOGLE',
    Subject: '123',
    Name: 'Aroha Mere Ngata',
    Email: 'aroha@example.co.nz',
    ExpiresAtNanos: (Date.now() + 600_000) * 1_000_000,
  };

  it('keeps an identity without an account for the identity-link page', async () => {
    backend([], false, () => {
      throw new ApiRequestError(404, { err_code: 'identity_not_linked', err_message: 'x' });
    });
    expect(await socialSignIn(new QueryClient(), consent)).toEqual({ next: 'identity-link' });
    expect(readPendingIdentity()).toEqual(consent);
  });

  it('signs in with a linked identity and forgets any kept one', async () => {
    pendingIdentity.save(consent);
    backend([account(A)], false, () => auth(['customer']));
    expect(await socialSignIn(new QueryClient(), consent)).toEqual({ next: 'account' });
    expect(readPendingIdentity()).toBeUndefined();
  });

  it('passes other errors on', async () => {
    backend([], false, () => {
      throw new ApiRequestError(401, { err_code: 'identity_token_invalid', err_message: 'x' });
    });
    await expect(socialSignIn(new QueryClient(), consent)).rejects.toBeInstanceOf(ApiRequestError);
    expect(readPendingIdentity()).toBeUndefined();
  });
});

describe('where an outcome leads', () => {
  const challenge = { Required: true };
  it('keeps the redirect hint on every step', () => {
    expect(outcomePath({ next: 'account' })).toEqual({ to: '/profile' });
    expect(outcomePath({ next: 'account' }, '/profile/invoices')).toEqual({ to: '/profile/invoices' });
    expect(outcomePath({ next: 'select-account' }, '/a?b=1')).toEqual({
      to: '/select-account?redirect=%2Fa%3Fb%3D1',
    });
    expect(outcomePath({ next: 'mfa', customerUUID: A, challenge }, '/x')).toEqual({
      to: `/select-account?verify=${A}&redirect=%2Fx`,
      state: { challenge },
    });
    expect(outcomePath({ next: 'identity-link' })).toEqual({ to: '/identity-link' });
  });

  it('opens the accept screen of a billing route link opened before signing in, unless told where to go', () => {
    approvalToken.keep({ approvalUUID: A, token: 't' });
    expect(outcomePath({ next: 'account' })).toEqual({ to: `/profile/balance/billing-methods/accept/${A}` });
    expect(outcomePath({ next: 'account' }, '/profile/invoices')).toEqual({ to: '/profile/invoices' });
    approvalToken.remove();
    expect(outcomePath({ next: 'account' })).toEqual({ to: '/profile' });
  });
});

describe("the signed-in home's code", () => {
  it('starts loading once each kind of sign-in call has left, not ahead of it', async () => {
    const order: string[] = [];
    setSignedInHomePreload(() => order.push('home'));
    api.mockImplementation(async (contract: ContractDef) => {
      order.push(contract.id);
      return auth(['customer']);
    });
    await passwordSignIn('ana.postpay@example.co.nz', 'secret');
    await codeSignIn('ana.postpay@example.co.nz', '123456');
    await socialSignIn(new QueryClient(), {
      identity_token: 'token',
      Provider: 'GOOGLE',
      Subject: '1',
      Name: 'Ana',
      ExpiresAtNanos: (Date.now() + 600_000) * 1_000_000,
    }).catch(() => undefined);
    expect(order.slice(0, 6)).toEqual([
      'auth.signIn',
      'home',
      'access.authCheck',
      'home',
      'auth.signIn',
      'home',
    ]);
    setSignedInHomePreload(() => undefined);
  });
});

describe('the kept identity', () => {
  it('is dropped once its token has expired', () => {
    pendingIdentity.save({
      identity_token: 't',
      Provider: 'APPLE',
      Subject: '1',
      Name: 'Tane',
      ExpiresAtNanos: 1_000 * 1_000_000,
    });
    expect(readPendingIdentity(999)).toBeDefined();
    expect(readPendingIdentity(1_001)).toBeUndefined();
  });
});
