import { DEMO_PASSWORD, personaCustomerUuid } from '@portal/fixtures';
import { startNodeMock } from '@portal/mock-api/node';
import { contracts, ERRORS, SPID } from '@portal/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api/client';
import { sessionStore } from '../session/session-store';
import { pay, PaymentConfirmationError } from './pay';

/** Paying for a later purchase, against the mock's card engine through the simulator provider. */
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.api.reset());

const ana = personaCustomerUuid('ana');
const purchase = { AmountCents: 2500, Description: 'Top-up $25.00' };

async function signIn(email: string) {
  const auth = await apiCall(contracts.auth.signIn, {
    anonymous: true,
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: DEMO_PASSWORD, SPID, IncludeRoles: true },
  });
  sessionStore.signedIn(auth);
}

/** Saves the card that asks for authentication on every payment, and makes it the default. */
async function saveChallengeCard() {
  const { SetupIntentClientSecret } = await apiCall(contracts.paymentMethods.setup, {
    params: { uuid: ana },
  });
  const card = { Number: '4000 0027 6000 3184', ExpMonth: 12, ExpYear: 2030, Cvc: '123' };
  const setup = await apiCall(contracts.paymentMethods.confirmSetup, {
    body: { ClientSecret: SetupIntentClientSecret, Card: card },
  });
  if (setup.Status === 'requires_action') {
    await apiCall(contracts.paymentMethods.authenticateSetup, {
      body: { ClientSecret: SetupIntentClientSecret, Outcome: 'pass' },
    });
  }
  const { PaymentMethods } = await apiCall(contracts.paymentMethods.list, { params: { uuid: ana } });
  const saved = PaymentMethods.find((m) => m.CardLast4 === '3184');
  await apiCall(contracts.paymentMethods.makeDefault, {
    params: { uuid: ana, cardUuid: saved?.UUID as string },
    body: { Rank: 1 },
  });
}

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentConfirmationError);
  return error as PaymentConfirmationError;
};

describe('paying for a purchase', () => {
  it('charges the default card and resolves with the succeeded payment', async () => {
    await signIn('ana.postpay@example.co.nz');
    const intent = await pay(ana, purchase, () => Promise.reject(new Error('no challenge expected')));
    expect(intent).toMatchObject({ Status: 'succeeded', AmountCents: 2500, Currency: 'NZD' });
  });

  it('asks the card issuer’s challenge when the card needs it: passed pays, failed keeps the secret to retry', async () => {
    await signIn('ana.postpay@example.co.nz');
    await saveChallengeCard();
    let asked = 0;
    const passed = await pay(ana, purchase, async () => (++asked, true));
    expect(asked).toBe(1);
    expect(passed.Status).toBe('succeeded');

    const failed = await failureOf(pay(ana, purchase, async () => false));
    expect(failed.message).toBe(ERRORS.card_trouble);
    expect(failed.clientSecret).toMatch(/^pi_/);
    expect(failed.purchase).toEqual(purchase);
  });

  it('a declined payment is the card text with the secret and purchase; a refused one has no secret', async () => {
    await signIn('ana.postpay@example.co.nz');
    await fetch(new URL('/__mock/scenarios', window.location.origin), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'payments.decline', on: true }),
    });
    const declined = await failureOf(pay(ana, purchase, async () => true));
    expect(declined.message).toBe(ERRORS.card_trouble);
    expect(declined.clientSecret).toMatch(/^pi_/);
    expect(declined.purchase).toEqual(purchase);

    await signIn('new.customer@example.co.nz');
    const none = await failureOf(pay(personaCustomerUuid('new'), purchase, async () => true));
    expect(none.message).toBe(ERRORS.no_card);
    expect(none.clientSecret).toBeUndefined();
  });
});

describe('paying once per action', () => {
  const keysSent = () =>
    (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls
      .filter(([url]) => String(url).includes('/payment-intents'))
      .map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);

  it('resends the same key when a payment got no answer, and a new action sends a new key', async () => {
    await signIn('ana.postpay@example.co.nz');
    const realFetch = globalThis.fetch;
    let dropped = 0;
    const spy = vi.fn((url: string | URL | Request, init?: RequestInit) => {
      // The network loses the first two payment requests: no answer, as if the connection dropped.
      if (String(url).includes('/payment-intents') && dropped < 2) {
        dropped++;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(url, init);
    });
    vi.stubGlobal('fetch', spy);
    try {
      const lost = await failureOf(pay(ana, purchase, async () => true));
      expect(lost.message).toBe(ERRORS.network);
      const retried = await pay(ana, lost.purchase, async () => true);
      expect(retried.Status).toBe('succeeded');
      const next = await pay(ana, purchase, async () => true);
      expect(next.UUID).not.toBe(retried.UUID);

      const [first, resent, retry, nextAction] = keysSent();
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(resent).toBe(first);
      expect(retry).toBe(first);
      expect(nextAction).not.toBe(first);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
