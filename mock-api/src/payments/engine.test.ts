import { ANA_PAYS_MERE, personaCardUuid, personaCustomerUuid } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

const ANA = 'ana.postpay@example.co.nz';
const NEW = 'new.customer@example.co.nz';
const TROUBLE =
  'Seems we had some trouble with your card. Please check your card details or add another to retry.';
const ana = personaCustomerUuid('ana');

describe('the simulated card provider', () => {
  const mock = accessMock();

  async function saveCard(
    token: string,
    customer: string,
    number: string,
    exp = { ExpMonth: 12, ExpYear: 2030 },
  ) {
    const setup = await mock.call('GET', `/customer/${customer}/setup-payment-method`, { token });
    const secret = setup.body.SetupIntentClientSecret as string;
    const confirm = await mock.call('POST', '/payments/v1/setup_intents/confirm', {
      token,
      body: { ClientSecret: secret, Card: { Number: number, ...exp, Cvc: '123' } },
    });
    return { secret, confirm };
  }
  const cards = async (token: string, customer: string) =>
    (await mock.call('GET', `/customer/${customer}/payment-methods`, { token })).body.PaymentMethods as {
      UUID: string;
      Rank: number;
      CardLast4: string;
      Invalid: boolean;
    }[];

  it('saves the success card, declines the failing ones with the card text, and challenges 3155', async () => {
    const token = await mock.tokenOf(NEW);
    const me = personaCustomerUuid('new');
    const ok = await saveCard(token, me, '4242424242424242');
    expect(ok.confirm.body.Status).toBe('succeeded');
    for (const number of ['4000000000000002', '4000000000009995', '4000000000000069']) {
      const failed = await saveCard(token, me, number);
      expect(failed.confirm.body.Status).toBe('requires_payment_method');
      expect((failed.confirm.body.LastError as { Message: string }).Message).toBe(TROUBLE);
    }
    const challenge = await saveCard(token, me, '4000002500003155');
    expect(challenge.confirm.body).toMatchObject({ Status: 'requires_action', NextAction: 'authenticate' });
    const passed = await mock.call('POST', '/payments/v1/setup_intents/authenticate', {
      token,
      body: { ClientSecret: challenge.secret, Outcome: 'pass' },
    });
    expect(passed.body.Status).toBe('succeeded');
    const list = await cards(token, me);
    expect(list.map((c) => [c.CardLast4, c.Rank])).toEqual([
      ['4242', 1],
      ['3155', 2],
    ]);
  });

  it('refuses a card about to expire', async () => {
    const token = await mock.tokenOf(NEW);
    const now = new Date(mock.ctx.sim.clock.now());
    const res = await saveCard(token, personaCustomerUuid('new'), '4242424242424242', {
      ExpMonth: now.getUTCMonth() + 1,
      ExpYear: now.getUTCFullYear(),
    });
    expect((res.confirm.body.LastError as { Message: string }).Message).toBe(
      'A card about to expire cannot be authorized',
    );
  });

  it('removing the default makes the next card default; the only card stays; an unknown one is not found', async () => {
    const token = await mock.tokenOf(ANA);
    const removed = await mock.call(
      'DELETE',
      `/customer/${ana}/payment-methods/${personaCardUuid('ana', 0)}`,
      {
        token,
      },
    );
    expect(removed.status).toBe(200);
    const left = await cards(token, ana);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ UUID: personaCardUuid('ana', 1), Rank: 1 });
    const only = await mock.call('DELETE', `/customer/${ana}/payment-methods/${personaCardUuid('ana', 1)}`, {
      token,
    });
    expect(only.body.err_message).toBe('The only card cannot be removed');
    const gone = await mock.call('DELETE', `/customer/${ana}/payment-methods/${personaCardUuid('ana', 0)}`, {
      token,
    });
    expect([gone.status, gone.body.err_message]).toEqual([404, 'card is not found']);
  });

  it('a card that saves but fails when charged becomes invalid and can then be removed', async () => {
    const token = await mock.tokenOf(NEW);
    const me = personaCustomerUuid('new');
    await saveCard(token, me, '4000000000000341');
    const pay = await mock.call('POST', `/customer/${me}/payment-intents`, {
      token,
      body: { AmountCents: 1000, Description: 'Top-up' },
    });
    expect(pay.body.Status).toBe('requires_payment_method');
    const [card] = await cards(token, me);
    expect(card?.Invalid).toBe(true);
    const removed = await mock.call('DELETE', `/customer/${me}/invalid-payment-methods/${card?.UUID}`, {
      token,
    });
    expect(removed.status).toBe(200);
    expect(await cards(token, me)).toEqual([]);
  });

  it('replays an idempotency key and refuses it with other parameters', async () => {
    const token = await mock.tokenOf(ANA);
    const body = { AmountCents: 500, Description: 'Top-up', IdempotencyKey: 'k1' };
    const first = await mock.call('POST', `/customer/${ana}/payment-intents`, { token, body });
    const again = await mock.call('POST', `/customer/${ana}/payment-intents`, { token, body });
    expect(again.body.UUID).toBe(first.body.UUID);
    const other = await mock.call('POST', `/customer/${ana}/payment-intents`, {
      token,
      body: { ...body, AmountCents: 600 },
    });
    expect(other.status).toBe(409);
  });

  it('a parent billing route pays within its spend limit per cycle, and what it paid lowers what is left', async () => {
    let token = await mock.tokenOf('multi.accounts@example.co.nz');
    const mere = personaCustomerUuid('multi', 1);
    const pay = (AmountCents: number, route = ANA_PAYS_MERE) =>
      mock.call('POST', `/customer/${mere}/payment-intents`, {
        token,
        body: { AmountCents, Description: 'Bill', BillingRouteUUID: route },
      });
    const left = async () => {
      const page = await mock.call('GET', `/customers/${mere}/billing-routes`, { token });
      const routes = page.body.Routes as { UUID: string; RemainingSpendLimit: number }[];
      return routes.find((r) => r.UUID === ANA_PAYS_MERE)?.RemainingSpendLimit;
    };
    expect(await left()).toBe(3750);
    const paid = await pay(1000);
    expect(paid.body).toMatchObject({ Status: 'succeeded', BillingRouteUUID: ANA_PAYS_MERE });
    expect(paid.body.PaymentMethodUUID).toBeUndefined();
    expect(await left()).toBe(2750);
    expect((await pay(2751)).body.err_message).toBe(ERRORS.spend_limit_exceeded);
    expect(await left()).toBe(2750);
    expect((await pay(2750)).status).toBe(201);
    expect(await left()).toBe(0);
    expect((await pay(1)).body.err_message).toBe(ERRORS.route_not_payable);
    // Changing the cycle keeps what this cycle paid; the route's next cycle brings the whole limit back.
    const weekly = await mock.call('PUT', `/customers/${mere}/billing-routes/${ANA_PAYS_MERE}`, {
      token,
      body: { SpendCycle: 'WEEKLY', SpendLimit: 6000 },
    });
    expect(weekly.body.RemainingSpendLimit).toBe(1000);
    mock.ctx.sim.clock.advance(7 * 86_400_000);
    token = await mock.tokenOf('multi.accounts@example.co.nz');
    expect(await left()).toBe(6000);
    expect((await pay(6000)).status).toBe(201);
    expect(await left()).toBe(0);
    // Ana's side of the same route is a child route: she cannot pay with it.
    const anaToken = await mock.tokenOf(ANA);
    const asChild = await mock.call('POST', `/customer/${ana}/payment-intents`, {
      token: anaToken,
      body: { AmountCents: 100, Description: 'Bill', BillingRouteUUID: ANA_PAYS_MERE },
    });
    expect(asChild.body.err_message).toBe(ERRORS.billing_route_not_found);
  });

  it('fails a seeded share of payments (about 5%) under payments.random-failure, with "payment is failed"', async () => {
    const token = await mock.tokenOf(ANA);
    mock.ctx.sim.setScenario('payments.random-failure', true);
    const outcomes: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await mock.call('POST', `/customer/${ana}/payment-intents`, {
        token,
        body: { AmountCents: 100, Description: `Payment ${i}` },
      });
      outcomes.push(
        res.body.Status === 'succeeded' ? 'ok' : (res.body.LastError as { Message: string }).Message,
      );
    }
    const failed = outcomes.filter((o) => o !== 'ok');
    expect(new Set(failed)).toEqual(new Set(['payment is failed']));
    expect(failed.length).toBeGreaterThan(2);
    expect(failed.length).toBeLessThan(25);
  });
});
