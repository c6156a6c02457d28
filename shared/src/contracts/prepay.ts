import { z } from 'zod';
import { UuidParamSchema, UuidSchema } from '../entities/common';
import {
  AutoTopUpChangeSchema,
  AutoTopUpSchema,
  PrepayBalanceSchema,
  PromoCodeRequestSchema,
  RedeemResultSchema,
  TopUpCheckSchema,
  TopUpHistorySchema,
  TopUpRequestSchema,
  TopUpResultSchema,
  VoucherCheckSchema,
  VoucherCodeParamSchema,
} from '../entities/prepay';
import { defineContract } from './define';

/* Prepay credit: balance, top-up by card, vouchers, promo codes and auto top-up. */
const tags = ['prepay'];
const cardErrors = [
  'no_card',
  'card_not_found',
  'card_expiring',
  'card_trouble',
  'idempotency_mismatch',
] as const;
const amountErrors = ['top_up_below_minimum', 'top_up_above_maximum', 'top_up_not_cents'] as const;

export const prepayContracts = {
  balance: defineContract({
    id: 'prepay.balance',
    method: 'get',
    path: '/customers/:uuid/products/mobile/prepay/:mobileUuid/balance',
    summary:
      'The credit of a prepay service and when it expires (the stated date, else a year after creation; null once ' +
      'past). Reading it settles top-ups whose card challenge was passed and runs a due auto top-up.',
    access: 'customer',
    params: UuidParamSchema.extend({ mobileUuid: UuidSchema }),
    owner: 'uuid',
    response: PrepayBalanceSchema,
    errors: ['no_prepay_or_postpay_product'],
    tags,
  }),
  checkTopUp: defineContract({
    id: 'prepay.checkTopUp',
    method: 'get',
    path: '/customer/:uuid/topup/:productUuid/:cents',
    summary: 'Checks a top-up amount in cents: at least $1.00, at most $999.00, whole cents.',
    access: 'customer',
    params: UuidParamSchema.extend({ productUuid: UuidSchema, cents: z.coerce.number() }),
    owner: 'uuid',
    response: TopUpCheckSchema,
    errors: [...amountErrors, 'no_prepay_or_postpay_product'],
    tags,
  }),
  topUp: defineContract({
    id: 'prepay.topUp',
    method: 'post',
    path: '/customer/:uuid/topup',
    summary:
      'Adds credit to a prepay service, charged to the default card (or the one named): completed, or ' +
      'pending_payment with a ClientSecret when the card asks for its challenge. A declined card is refused with ' +
      'the card text and adds nothing.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema,
    owner: 'uuid',
    body: TopUpRequestSchema,
    response: TopUpResultSchema,
    errors: [...cardErrors, ...amountErrors, 'no_prepay_or_postpay_product'],
    tags,
  }),
  history: defineContract({
    id: 'prepay.history',
    method: 'get',
    path: '/customer/:uuid/topup-history',
    summary:
      'Credit added to the account’s prepay services (card, auto top-up, vouchers, promo codes), newest first.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: TopUpHistorySchema,
    tags,
  }),
  getAutoTopUp: defineContract({
    id: 'prepay.getAutoTopUp',
    method: 'get',
    path: '/customer/:uuid/preferences/top-up-auto',
    summary:
      'The auto top-up preference (amount, days, status, type) and, when a declined charge turned it off, the ' +
      'notice to show the customer.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: AutoTopUpSchema,
    tags,
  }),
  setAutoTopUp: defineContract({
    id: 'prepay.setAutoTopUp',
    method: 'put',
    path: '/customer/:uuid/preferences/top-up-auto',
    summary: 'Sets auto top-up: days 1 to 99, amount 1 to 999. Setting it clears a notice.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: AutoTopUpChangeSchema,
    response: AutoTopUpSchema,
    tags,
  }),
  checkVoucher: defineContract({
    id: 'prepay.checkVoucher',
    method: 'post',
    path: '/customer/:uuid/check_voucher/:product/:code',
    summary: 'Checks a 13-digit voucher code: the credit it gives, or why it cannot be redeemed.',
    access: 'customer',
    params: UuidParamSchema.extend({ product: UuidSchema }).extend(VoucherCodeParamSchema.shape),
    owner: 'uuid',
    response: VoucherCheckSchema,
    errors: ['voucher_not_found', 'voucher_used', 'no_prepay_or_postpay_product'],
    tags,
  }),
  redeemVoucher: defineContract({
    id: 'prepay.redeemVoucher',
    method: 'post',
    path: '/customer/:uuid/redeem_voucher/:product/:code',
    summary: 'Redeems a voucher onto a prepay service; a voucher is single-use.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema.extend({ product: UuidSchema }).extend(VoucherCodeParamSchema.shape),
    owner: 'uuid',
    // Everything is in the path; an empty body still lets a replayed key be told from a reused one.
    body: z.object({}),
    response: RedeemResultSchema,
    errors: ['voucher_not_found', 'voucher_used', 'no_prepay_or_postpay_product'],
    tags,
  }),
  promoCode: defineContract({
    id: 'prepay.promoCode',
    method: 'post',
    path: '/api/customers/v1/:uuid/promocode',
    summary:
      'Redeems a promo code ("Code" required) as credit on the account’s prepay service, once per account.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema,
    owner: 'uuid',
    body: PromoCodeRequestSchema,
    response: RedeemResultSchema,
    errors: ['promo_code_required', 'promo_code_not_found', 'promo_code_used', 'any_service'],
    tags,
  }),
};
