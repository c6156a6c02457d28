import {
  GuestCardPaymentRequestSchema,
  GuestOrderSchema,
  GuestPaymentRequestSchema,
  GuestPurchaseQuerySchema,
  GuestPurchaseSchema,
  GuestRedeemRequestSchema,
  GuestTopUpRequestSchema,
  GuestValidateRequestSchema,
  GuestValidateResultSchema,
} from '../entities/guest-payment';
import { RedeemResultSchema } from '../entities/prepay';
import { defineContract } from './define';

/* Anonymous recharge and bill payment: no sign-in; each call after validation carries its ResponseToken. */
const tags = ['guest'];
const tokenErrors = ['guest_token_invalid'] as const;

export const guestPaymentContracts = {
  validate: defineContract({
    id: 'guest.validate',
    method: 'post',
    path: '/guest/validate',
    summary:
      'Checks a mobile number (recharge) or an invoice or account number (bill payment) after the bot check. ' +
      'Fails in order: not a valid Mobile number, then Invoice number (INV prefix), then Account number, else ' +
      '"Provided data is not valid".',
    access: 'guest',
    body: GuestValidateRequestSchema,
    response: GuestValidateResultSchema,
    errors: [
      'bot_check_failed',
      'not_valid_mobile_number',
      'not_valid_invoice_number',
      'not_valid_account_number',
      'guest_data_not_valid',
    ],
    tags,
  }),
  redeem: defineContract({
    id: 'guest.redeem',
    method: 'post',
    path: '/guest/redeem',
    summary: 'Redeems a voucher onto the validated mobile number.',
    access: 'guest',
    idempotent: true,
    body: GuestRedeemRequestSchema,
    response: RedeemResultSchema,
    errors: [...tokenErrors, 'voucher_not_found', 'voucher_used'],
    tags,
  }),
  topUp: defineContract({
    id: 'guest.topUp',
    method: 'post',
    path: '/guest/topup',
    summary:
      'Starts a top-up of the validated mobile number: a ClientSecret for the card, and the OrderID to poll.',
    access: 'guest',
    idempotent: true,
    body: GuestTopUpRequestSchema,
    response: GuestOrderSchema,
    errors: [...tokenErrors, 'top_up_below_minimum', 'top_up_above_maximum'],
    tags,
  }),
  payment: defineContract({
    id: 'guest.payment',
    method: 'post',
    path: '/guest/payment',
    summary:
      'Starts a payment of the validated invoice or account: a ClientSecret for the card, and the OrderID.',
    access: 'guest',
    idempotent: true,
    body: GuestPaymentRequestSchema,
    response: GuestOrderSchema,
    errors: [...tokenErrors],
    tags,
  }),
  payByCard: defineContract({
    id: 'guest.payByCard',
    method: 'post',
    path: '/guest/card-payment',
    summary:
      'The simulated card provider’s confirmation of a guest order with the visitor’s card (test card numbers ' +
      'decide the outcome); the order then settles on the clock.',
    access: 'guest',
    idempotent: true,
    body: GuestCardPaymentRequestSchema,
    response: GuestPurchaseSchema,
    errors: ['not_found', 'intent_state'],
    tags,
  }),
  purchase: defineContract({
    id: 'guest.purchase',
    method: 'get',
    path: '/guest/purchases',
    summary: 'The status of a guest top-up or payment, polled until it is final.',
    access: 'guest',
    query: GuestPurchaseQuerySchema,
    response: GuestPurchaseSchema,
    errors: ['not_found'],
    tags,
  }),
};
