import { ERRORS, type CheckoutRequest, type CheckoutResult, type ShopOrder } from '@portal/shared';
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
