import {
  ApiRequestError,
  ERRORS,
  type CheckoutRequest,
  type CheckoutResult,
  type ShopOrder,
} from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutError, payForCart } from './pay-for-cart';

const purchase = {
  customerUUID: '0c2b1f7e-6d4a-4e3b-9a8c-2f1e0d9c8b7a',
  cartUUID: '1d3c2a8f-7e5b-4f4c-8b9d-3a2f1e0d9c8b',
  purchaseUUID: '2e4d3b9a-8f6c-4a5d-9cae-4b3a2f1e0d9c',
};
const order = { OrderNumber: 'ORD-100001' } as ShopOrder;
const paid: CheckoutResult = {
  Status: 'paid',
  PurchaseUUID: purchase.purchaseUUID,
  AmountCents: 23400,
  Order: order,
};
const challenge = () => Promise.resolve(true);

describe('paying for the cart', () => {
  it('answers the order once the card paid', async () => {
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValue(paid);
    await expect(payForCart({ ...purchase, cardUUID: purchase.cartUUID }, { challenge, send })).resolves.toBe(
      order,
    );
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      UUID: purchase.cartUUID,
      PurchaseUUID: purchase.purchaseUUID,
      PaymentOptions: { PaymentMethodType: 'card', PaymentMethodUUID: purchase.cartUUID },
    });
  });

  it('confirms a card that asks for its challenge and sends the same attempt again', async () => {
    const pending: CheckoutResult = {
      ...paid,
      Status: 'pending_payment',
      ClientSecret: 'pi_secret',
      Order: undefined,
    };
    const send = vi
      .fn<(b: CheckoutRequest) => Promise<CheckoutResult>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(paid);
    const confirm = vi.fn().mockResolvedValue({ ok: true });
    await expect(payForCart(purchase, { challenge, send, confirm })).resolves.toBe(order);
    expect(confirm).toHaveBeenCalledWith('pi_secret', challenge);
    expect(send.mock.calls[1]?.[0].IdempotencyKey).toBe(send.mock.calls[0]?.[0].IdempotencyKey);
  });

  it('fails a refused card with its text, the client secret and the purchase to retry', async () => {
    const refused: CheckoutResult = {
      Status: 'payment_failed',
      PurchaseUUID: purchase.purchaseUUID,
      AmountCents: 23400,
      ClientSecret: 'pi_secret',
      Message: ERRORS.card_trouble,
    };
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValue(refused);
    const error = await payForCart(purchase, { challenge, send }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({
      message: ERRORS.card_trouble,
      clientSecret: 'pi_secret',
      purchase: { PurchaseUUID: purchase.purchaseUUID },
    });
  });

  it('tells a failed call of the shop from a refused payment, keeping the call’s error', async () => {
    const unavailable = new ApiRequestError(503, { err_message: 'Please try again later' });
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockRejectedValue(unavailable);
    const error = await payForCart(purchase, { challenge, send }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Please try again later', callFailure: unavailable });
    const refused = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValue({
      Status: 'payment_failed',
      PurchaseUUID: purchase.purchaseUUID,
      AmountCents: 23400,
      Message: ERRORS.card_trouble,
    });
    const declined = await payForCart(purchase, { challenge, send: refused }).catch((e: unknown) => e);
    expect(declined).toMatchObject({ message: ERRORS.card_trouble, callFailure: undefined });
  });

  it('fails a challenge the shopper did not pass', async () => {
    const pending: CheckoutResult = {
      ...paid,
      Status: 'pending_payment',
      ClientSecret: 'pi_secret',
      Order: undefined,
    };
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValue(pending);
    const confirm = vi.fn().mockResolvedValue({ ok: false, message: 'Authentication failed' });
    await expect(payForCart(purchase, { challenge, send, confirm })).rejects.toMatchObject({
      message: 'Authentication failed',
      clientSecret: 'pi_secret',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('paying for the cart with Afterpay or Klarna', () => {
  it('leaves for the provider page with the attempt to complete on return', async () => {
    const pending: CheckoutResult = {
      ...paid,
      Status: 'pending_payment',
      ClientSecret: 'pi_secret',
      PaymentIntentUUID: purchase.cartUUID,
      NextAction: 'redirect',
      Order: undefined,
    };
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValue(pending);
    const leave = vi.fn().mockResolvedValue({ ok: false, message: 'Could not reach Afterpay' });
    const returnUrl = 'http://localhost/eshop/bnpl-return?broadband=true';
    await expect(
      payForCart({ ...purchase, method: 'afterpay', returnUrl }, { challenge, send, leave }),
    ).rejects.toThrow('Could not reach Afterpay');
    const body = send.mock.calls[0]?.[0];
    expect(body?.PaymentOptions).toEqual({ PaymentMethodType: 'afterpay' });
    expect(leave).toHaveBeenCalledWith(
      { ...purchase, method: 'afterpay', idempotencyKey: body?.IdempotencyKey },
      { clientSecret: 'pi_secret', intentUUID: purchase.cartUUID },
      returnUrl,
    );
  });

  it('asks to change the payment type with the amount and the card, and sends the change when agreed', async () => {
    const held: CheckoutResult = {
      ...paid,
      Status: 'change_payment_type',
      Reason: 'changePaymentType',
      CardLast4: '4242',
      Order: undefined,
    };
    const send = vi.fn<(b: CheckoutRequest) => Promise<CheckoutResult>>().mockResolvedValueOnce(held);
    const error = await payForCart(purchase, { challenge, send }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).change).toEqual({ amountCents: 23400, cardLast4: '4242' });
    send.mockResolvedValueOnce(paid);
    await payForCart({ ...purchase, changePaymentType: true }, { challenge, send });
    expect(send.mock.calls[1]?.[0].ChangePaymentType).toBe(true);
  });
});
