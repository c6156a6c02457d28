import { UuidParamSchema, UuidSchema } from '../entities/common';
import { MobileProductViewSchema } from '../entities/mobile-product';
import {
  ChangeAutoRenewRequestSchema,
  ChangePlanRequestSchema,
  MobilePurchaseSchema,
  PostpayAddonRequestSchema,
  PrepayAddonInitialRequestSchema,
  PrepayAddonRequestSchema,
} from '../entities/mobile-purchase';
import { defineContract } from './define';

/*
 * Buying plans and addons, changing plan and auto-renew. Calls whose path names no customer carry the
 * CustomerUUID in the body; the behaviour checks the caller owns it (another's answers 404).
 */
const tags = ['mobile'];
const cardErrors = ['no_card', 'card_not_found', 'card_expiring', 'idempotency_mismatch'] as const;
/** Buying a plan or addon fails alike whether the service is prepay or postpay. */
const addonPurchaseErrors = [
  ...cardErrors,
  'payment_processing_error',
  'spend_limit_over',
  'addon_product_not_found',
  'no_prepay_or_postpay_product',
] as const;

export const mobilePurchaseContracts = {
  prepayAddon: defineContract({
    id: 'mobilePurchases.prepayAddon',
    method: 'post',
    path: '/customer/:uuid/prepay_addon/:productUUID/:availabilityUUID',
    summary:
      'Buys a prepay plan or addon with the service’s prepay credit. Without credit: "Not enough balance"; ' +
      'with too little: the insufficient-funds text naming the amount to top up.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema.extend({ productUUID: UuidSchema, availabilityUUID: UuidSchema }),
    owner: 'uuid',
    body: PrepayAddonRequestSchema,
    response: MobilePurchaseSchema,
    errors: [
      'mobile_not_enough_balance',
      'insufficient_funds',
      'addon_product_not_found',
      'no_prepay_or_postpay_product',
    ],
    tags,
  }),
  prepayAddonInitial: defineContract({
    id: 'mobilePurchases.prepayAddonInitial',
    method: 'post',
    path: '/customer/:uuid/prepay_addon_initial/:product/:availability',
    summary:
      'Buys a prepay plan or addon of a service with a card (the default unless PaymentMethodID names one) or a ' +
      'parent billing route (BillingRouteUUID): completed, or pending_payment with a ClientSecret for the card ' +
      'confirmation.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema.extend({ product: UuidSchema, availability: UuidSchema }),
    owner: 'uuid',
    body: PrepayAddonInitialRequestSchema,
    response: MobilePurchaseSchema,
    errors: addonPurchaseErrors,
    tags,
  }),
  postpayAddon: defineContract({
    id: 'mobilePurchases.postpayAddon',
    method: 'post',
    path: '/postpay/addon',
    summary:
      'Buys a postpay addon for a service, paid by the default card, a chosen card or a parent billing route: ' +
      'completed, or pending_payment with a ClientSecret for the card confirmation.',
    access: 'customer',
    idempotent: true,
    body: PostpayAddonRequestSchema,
    response: MobilePurchaseSchema,
    errors: addonPurchaseErrors,
    tags,
  }),
  changeAutoRenew: defineContract({
    id: 'mobilePurchases.changeAutoRenew',
    method: 'post',
    path: '/update/change-addon-auto-renew',
    summary: 'Turns auto-renew on or off for a plan or addon of a service.',
    access: 'customer',
    body: ChangeAutoRenewRequestSchema,
    response: MobileProductViewSchema,
    errors: ['not_found'],
    tags,
  }),
  changePlan: defineContract({
    id: 'mobilePurchases.changePlan',
    method: 'post',
    path: '/eshop/customer/change-plan',
    summary:
      'Changes the plan of a service: now (charged now, no proration) or from the next period (scheduled beside ' +
      'the current plan). Once a month; not while the service is suspended; not to the plan it has.',
    access: 'customer',
    idempotent: true,
    body: ChangePlanRequestSchema,
    response: MobilePurchaseSchema,
    errors: [
      ...cardErrors,
      'already_have_plan',
      'plan_change_suspended',
      'plan_change_once_a_month',
      'payment_processing_error',
      'spend_limit_over',
      'addon_product_not_found',
    ],
    tags,
  }),
};
