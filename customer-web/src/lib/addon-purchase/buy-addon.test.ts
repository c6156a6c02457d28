import {
  ANA_PAYS_MERE,
  catalogueEntryUuid,
  DEMO_PASSWORD,
  mobileProductUuid,
  personaCustomerUuid,
} from '@portal/fixtures';
import { startNodeMock } from '@portal/mock-api/node';
import { contracts, ERRORS, SPID, type CataloguePlan, type MobileProduct } from '@portal/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '../api/client';
import { sessionStore } from '../session/session-store';
import { AddonPurchaseError, buyAddon, type AddonOrder } from './buy-addon';

/** Buying addons against the mock: its purchase calls, its card engine and the simulator provider. */
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => mock.close());
beforeEach(() => mock.api.reset());

async function signIn(email: string) {
  const auth = await apiCall(contracts.auth.signIn, {
    anonymous: true,
    body: { IdentityProvider: 'LOCAL', AuthID: email, AuthCode: DEMO_PASSWORD, SPID, IncludeRoles: true },
  });
  sessionStore.signedIn(auth);
}

async function catalogueEntry(key: string): Promise<CataloguePlan> {
  const [postpay, prepay] = await Promise.all([
    apiCall(contracts.mobileCatalogue.postpayPlans, { anonymous: true }),
    apiCall(contracts.mobileCatalogue.prepayPlans, { anonymous: true }),
  ]);
  const entry = [...postpay.PostpayMobilePlans, ...prepay.PrepayAddons].find(
    (e) => e.UUID === catalogueEntryUuid(key),
  );
  if (!entry) throw new Error(`no catalogue entry ${key}`);
  return entry;
}

async function order(
  persona: 'ana' | 'tama',
  addonKey: string,
  payment: AddonOrder['payment'],
): Promise<AddonOrder> {
  const customerUUID = personaCustomerUuid(persona);
  const product = await apiCall(contracts.mobileProducts.get, {
    params: { uuid: customerUUID, mobileUuid: mobileProductUuid(persona) },
  });
  return { customerUUID, product, addon: await catalogueEntry(addonKey), payment, subscribe: false };
}

const names = (product: MobileProduct) => product.Addons.map((a) => a.Name);
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddonPurchaseError);
  return error as AddonPurchaseError;
};
const noChallenge = async () => {
  throw new Error('no challenge expected');
};

/** Makes every payment of ana's default card ask for the issuer's challenge. */
async function challengeAnasCard() {
  const card = mock.api.ctx.db.paymentMethods.first(
    (c) => c.CustomerUUID === personaCustomerUuid('ana') && c.Rank === 1,
  );
  await mock.api.ctx.db.cardProfiles.update(card?.Token ?? '', (d) => {
    d.Behaviour = 'authenticate_always';
  });
}

describe('buying an addon', () => {
  it('charges the default card of a postpay service and resolves with the addon on it', async () => {
    await signIn('ana.postpay@example.co.nz');
    const product = await buyAddon(await order('ana', 'postpay-roaming-7d', { by: 'card' }), {
      challenge: noChallenge,
    });
    expect(names(product)).toContain('Roaming 7 days');
  });

  it('completes after a passed challenge, and is a payment processing error after a failed one', async () => {
    await signIn('ana.postpay@example.co.nz');
    await challengeAnasCard();
    let challenges = 0;
    const passed = await buyAddon(await order('ana', 'postpay-roaming-7d', { by: 'card' }), {
      challenge: async () => (challenges++, true),
    });
    expect(challenges).toBe(1);
    expect(names(passed).filter((n) => n === 'Roaming 7 days')).toHaveLength(1);
    const failed = await failureOf(
      buyAddon(await order('ana', 'postpay-roaming-7d', { by: 'card' }), { challenge: async () => false }),
    );
    expect(failed.message).toBe('Payment processing error');
    expect(failed.choices).toEqual(['choose-card', 'add-card']);
  });

  it('says "Not enough balance" for a prepay service without credit, and the top-up needed with too little', async () => {
    await signIn('tama.prepay@example.co.nz');
    const tama = mobileProductUuid('tama');
    await mock.api.ctx.db.mobileProducts.update(tama, (d) => {
      d.MainBalCreditCents = 0;
    });
    const none = await failureOf(
      buyAddon(await order('tama', 'prepay-data-1gb', { by: 'credit' }), { challenge: noChallenge }),
    );
    expect(none.message).toBe('Not enough balance');
    expect(none.choices).toEqual([]);
    await mock.api.ctx.db.mobileProducts.update(tama, (d) => {
      d.MainBalCreditCents = 100;
    });
    const short = await failureOf(
      buyAddon(await order('tama', 'prepay-data-1gb', { by: 'credit' }), { challenge: noChallenge }),
    );
    expect(short.message).toBe(
      'Not enough money to cover the transaction. Please Top-up $2.00 more to buy an addon',
    );
  });

  it('offers a change of plan or a new card when the billing route has too little left', async () => {
    await signIn('multi.accounts@example.co.nz');
    await mock.api.ctx.db.billingRoutes.update(ANA_PAYS_MERE, (d) => {
      d.SpentCents = d.SpendLimit - 100;
    });
    const customerUUID = personaCustomerUuid('multi', 1);
    const product = await apiCall(contracts.mobileProducts.get, {
      params: { uuid: customerUUID, mobileUuid: mobileProductUuid('multi:work') },
    });
    const over = await failureOf(
      buyAddon(
        {
          customerUUID,
          product,
          addon: await catalogueEntry('prepay-idd-50'),
          payment: { by: 'route', routeUUID: ANA_PAYS_MERE },
          subscribe: false,
        },
        { challenge: noChallenge },
      ),
    );
    expect(over.message).toBe('Spend limit is over');
    expect(over.choices).toEqual(['change-plan', 'add-card']);
  });

  it('asks again while the purchase is pending without a challenge, and gives up after 10 s', async () => {
    await signIn('ana.postpay@example.co.nz');
    mock.api.ctx.sim.setScenario('addons.pending', true);
    let clock = 0;
    const waits: number[] = [];
    const gaveUp = await failureOf(
      buyAddon(await order('ana', 'postpay-roaming-7d', { by: 'card' }), {
        challenge: noChallenge,
        now: () => clock,
        sleep: async (ms) => {
          waits.push(ms);
          clock += ms;
        },
      }),
    );
    expect(gaveUp.message).toBe(ERRORS.addon_purchase_failed);
    expect(waits).toHaveLength(10);
  });
});
