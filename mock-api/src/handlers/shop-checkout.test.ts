import { modemUuid, personaCustomerUuid, planUuid } from '@portal/fixtures';
import type { CheckoutResult, ShopCart } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const CART = '0b7d7e52-3f4a-4c39-8d0e-5c2b9a1e6f70';
const PURCHASE = '5e0f2c8a-9d41-4b6e-a2f3-7c1d8e9b0a55';

const fibre = {
  ItemUUID: planUuid('fast'),
  Type: 'TYPE_VIRTUAL',
  ServiceType: 'UFB',
  Attributes: { UFBAttributes: { ServiceAddress: '40 Colombo Street, Sydenham, Christchurch' } },
};
const router = {
  ItemUUID: modemUuid('ufb-wifi6'),
  Type: 'TYPE_PRODUCT',
  PhysicalType: 'MODEM',
  ServiceType: 'UFB',
};

async function fillCart(token: string) {
  const saved = await m.call('POST', '/eshop/v3/cart', {
    token,
    body: { SPID: 68, UUID: CART, CustomerUUID: ana, Items: [fibre, router] },
  });
  expect(saved.status).toBe(200);
}

const checkout = (
  token: string,
  attempt: string,
  card?: string,
  extra: { PaymentMethodType?: 'card' | 'afterpay' | 'klarna'; ChangePaymentType?: boolean } = {},
) =>
  m.call('POST', '/eshop/v3/checkout', {
    token,
    body: {
      SPID: 68,
      UUID: CART,
      CustomerUUID: ana,
      PaymentOptions: {
        PaymentMethodType: extra.PaymentMethodType ?? 'card',
        ...(card ? { PaymentMethodUUID: card } : {}),
      },
      PurchaseUUID: PURCHASE,
      IdempotencyKey: attempt,
      ...(extra.ChangePaymentType ? { ChangePaymentType: true } : {}),
    },
  });

const decide = (token: string, pending: CheckoutResult, outcome: 'authorize' | 'fail') =>
  m.call('POST', `/payment-provider/bnpl/${pending.PaymentIntentUUID}`, {
    token,
    body: { ClientSecret: pending.ClientSecret, Outcome: outcome },
  });

async function saveCard(token: string, number: string): Promise<string> {
  const setup = await m.call('GET', `/customer/${ana}/setup-payment-method`, { token });
  const confirm = await m.call('POST', '/payments/v1/setup_intents/confirm', {
    token,
    body: {
      ClientSecret: setup.body.SetupIntentClientSecret,
      Card: { Number: number, ExpMonth: 12, ExpYear: 2030, Cvc: '123' },
    },
  });
  // A card that asks for the issuer's challenge on every use asks for it when saved, too.
  const saved =
    confirm.body.Status === 'requires_action'
      ? await m.call('POST', '/payments/v1/setup_intents/authenticate', {
          token,
          body: { ClientSecret: setup.body.SetupIntentClientSecret, Outcome: 'pass' },
        })
      : confirm;
  expect(saved.body.Status).toBe('succeeded');
  return (saved.body.PaymentMethod as { UUID: string }).UUID;
}

describe('shop checkout', () => {
  it('charges the default card, places the fibre order and empties the cart', async () => {
    const token = await m.tokenOf(ANA);
    await fillCart(token);
    const filled = (await m.call('GET', `/eshop/v3/cart/${CART}`, { token })).body as unknown as ShopCart;
    const paid = await checkout(token, 'attempt-0001');
    expect(paid.status).toBe(200);
    const result = paid.body as unknown as CheckoutResult;
    expect(result).toMatchObject({ Status: 'paid', PurchaseUUID: PURCHASE, AmountCents: 8500 + 14900 });
    // The order says its money the way its cart did: the amount before GST, and the GST on its own.
    expect(result.Order).toMatchObject({
      AmountCents: filled.AmountCents,
      AmountTaxCents: filled.AmountTaxCents,
    });
    expect(filled.AmountCents + filled.AmountTaxCents).toBe(8500 + 14900);
    expect(result.Order?.OrderItems.map((l) => l.Name)).toEqual(['Fibre Fast', 'WiFi 6 Fibre Router']);
    expect(result.Order?.Provisioning?.Kind).toBe('UFB');
    const cart = await m.call('GET', `/eshop/v3/cart/${CART}`, { token });
    expect((cart.body as unknown as ShopCart).Items).toEqual([]);

    // Another attempt of the same purchase answers the same order and charges nothing more.
    const again = await checkout(token, 'attempt-0002');
    expect((again.body as unknown as CheckoutResult).Order?.OrderNumber).toBe(result.Order?.OrderNumber);
    const orders = await m.call('GET', `/eshop/v3/customer/${ana}/orders`, { token });
    const numbers = (orders.body.Orders as { OrderNumber: string }[]).map((o) => o.OrderNumber);
    expect(numbers.filter((n) => n === result.Order?.OrderNumber)).toHaveLength(1);
  });

  it('answers a refused card with its text, and a retry of the same purchase with another card pays', async () => {
    const token = await m.tokenOf(ANA);
    const failing = await saveCard(token, '4000000000000341');
    await fillCart(token);
    const refused = (await checkout(token, 'attempt-0001', failing)).body as unknown as CheckoutResult;
    expect(refused).toMatchObject({ Status: 'payment_failed', PurchaseUUID: PURCHASE });
    expect(refused.ClientSecret).toBeTruthy();
    expect(refused.Message).toMatch(/trouble with your card/);
    const cart = await m.call('GET', `/eshop/v3/cart/${CART}`, { token });
    expect((cart.body as unknown as ShopCart).Items).toHaveLength(2);

    const paid = (await checkout(token, 'attempt-0002')).body as unknown as CheckoutResult;
    expect(paid.Status).toBe('paid');
    expect(paid.Order?.OrderItems).toHaveLength(2);
  });

  it('waits for the challenge of a card that asks for it, then completes the same attempt', async () => {
    const token = await m.tokenOf(ANA);
    const challenged = await saveCard(token, '4000002760003184');
    await fillCart(token);
    const pending = (await checkout(token, 'attempt-0001', challenged)).body as unknown as CheckoutResult;
    expect(pending.Status).toBe('pending_payment');
    const passed = await m.call('POST', '/payments/v1/payment_intents/authenticate', {
      token,
      body: { ClientSecret: pending.ClientSecret, Outcome: 'pass' },
    });
    expect(passed.body.Status).toBe('succeeded');
    const paid = (await checkout(token, 'attempt-0001', challenged)).body as unknown as CheckoutResult;
    expect(paid.Status).toBe('paid');
    expect(paid.Order?.OrderItems).toHaveLength(2);
  });

  it('sends an Afterpay purchase to the provider page, and the same attempt places the order once authorised', async () => {
    const token = await m.tokenOf(ANA);
    await fillCart(token);
    const afterpay = { PaymentMethodType: 'afterpay' as const };
    const pending = (await checkout(token, 'attempt-0001', undefined, afterpay))
      .body as unknown as CheckoutResult;
    expect(pending).toMatchObject({ Status: 'pending_payment', NextAction: 'redirect' });
    const page = await m.call('GET', `/payment-provider/bnpl/${pending.PaymentIntentUUID}`, { token });
    expect(page.body).toMatchObject({
      Method: 'afterpay',
      AmountCents: 8500 + 14900,
      Status: 'requires_action',
    });
    const other = await m.call('GET', `/payment-provider/bnpl/${pending.PaymentIntentUUID}`, {
      token: await m.tokenOf(TAMA),
    });
    expect(other.status).toBe(404);
    expect((await decide(token, pending, 'authorize')).body).toEqual({ RedirectStatus: 'succeeded' });
    const paid = (await checkout(token, 'attempt-0001', undefined, afterpay))
      .body as unknown as CheckoutResult;
    expect(paid.Status).toBe('paid');
    expect(paid.Order?.OrderItems).toHaveLength(2);
  });

  it('keeps the cart when Klarna is failed, and the purchase is then paid by card', async () => {
    const token = await m.tokenOf(ANA);
    await fillCart(token);
    const klarna = { PaymentMethodType: 'klarna' as const };
    const pending = (await checkout(token, 'attempt-0001', undefined, klarna))
      .body as unknown as CheckoutResult;
    expect((await decide(token, pending, 'fail')).body).toEqual({ RedirectStatus: 'failed' });
    const failed = (await checkout(token, 'attempt-0001', undefined, klarna))
      .body as unknown as CheckoutResult;
    expect(failed).toMatchObject({ Status: 'payment_failed', Message: 'payment is failed' });
    const cart = await m.call('GET', `/eshop/v3/cart/${CART}`, { token });
    expect((cart.body as unknown as ShopCart).Items).toHaveLength(2);
    expect((await checkout(token, 'attempt-0002')).body).toMatchObject({ Status: 'paid' });
  });

  it('asks before paying by card a purchase still waiting on Afterpay: changePaymentType, amount, last four', async () => {
    const token = await m.tokenOf(ANA);
    await fillCart(token);
    const afterpay = { PaymentMethodType: 'afterpay' as const };
    const pending = (await checkout(token, 'attempt-0001', undefined, afterpay))
      .body as unknown as CheckoutResult;
    const held = (await checkout(token, 'attempt-0002')).body as unknown as CheckoutResult;
    expect(held).toMatchObject({
      Status: 'change_payment_type',
      Reason: 'changePaymentType',
      AmountCents: 8500 + 14900,
      CardLast4: expect.stringMatching(/^\d{4}$/),
    });
    const paid = await checkout(token, 'attempt-0003', undefined, { ChangePaymentType: true });
    expect(paid.body).toMatchObject({ Status: 'paid' });
    // The Afterpay payment was cancelled: authorising it now changes nothing.
    expect((await decide(token, pending, 'authorize')).status).toBe(409);
  });

  it('refuses an empty cart and another customer', async () => {
    const token = await m.tokenOf(ANA);
    await m.call('POST', '/eshop/v3/cart', {
      token,
      body: { SPID: 68, UUID: CART, CustomerUUID: ana, Items: [] },
    });
    const empty = await checkout(token, 'attempt-0001');
    expect(empty.status).toBe(400);
    expect(empty.body.err_message).toBe('No Order Items');
    const other = await checkout(await m.tokenOf(TAMA), 'attempt-0001');
    expect(other.status).toBe(404);
  });

  it('pays a checkout sent with the cart’s own body and PaymentOptions, the purchase derived, and answers the secret', async () => {
    const token = await m.tokenOf(ANA);
    const asWritten = () =>
      m.call('POST', '/eshop/v3/checkout', {
        token,
        body: {
          SPID: 68,
          UUID: CART,
          CustomerUUID: ana,
          Items: [fibre, router],
          PaymentOptions: { PaymentMethodType: 'card' },
        },
      });
    const paid = await asWritten();
    expect(paid.status).toBe(200);
    const result = paid.body as unknown as CheckoutResult;
    expect(result).toMatchObject({ Status: 'paid', AmountCents: 8500 + 14900 });
    expect(result.ClientSecret).toMatch(/^pi_/);
    expect(result.PurchaseUUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.Order?.OrderItems.map((l) => l.Name)).toEqual(['Fibre Fast', 'WiFi 6 Fibre Router']);

    // The cart filled and paid again is another purchase, not the first answered again.
    const second = (await asWritten()).body as unknown as CheckoutResult;
    expect(second.Status).toBe('paid');
    expect(second.PurchaseUUID).not.toBe(result.PurchaseUUID);
    expect(second.Order?.OrderNumber).not.toBe(result.Order?.OrderNumber);
  });

  it('completes a derived attempt after the card’s challenge, charging once', async () => {
    const token = await m.tokenOf(ANA);
    const challenged = await saveCard(token, '4000002760003184');
    await fillCart(token);
    const attempt = () =>
      m.call('POST', '/eshop/v3/checkout', {
        token,
        body: {
          SPID: 68,
          UUID: CART,
          CustomerUUID: ana,
          PaymentOptions: { PaymentMethodType: 'card', PaymentMethodUUID: challenged },
        },
      });
    const pending = (await attempt()).body as unknown as CheckoutResult;
    expect(pending).toMatchObject({ Status: 'pending_payment', NextAction: 'authenticate' });
    await m.call('POST', '/payments/v1/payment_intents/authenticate', {
      token,
      body: { ClientSecret: pending.ClientSecret, Outcome: 'pass' },
    });
    const paid = (await attempt()).body as unknown as CheckoutResult;
    expect(paid).toMatchObject({
      Status: 'paid',
      PurchaseUUID: pending.PurchaseUUID,
      ClientSecret: pending.ClientSecret,
    });
  });
});
