import { OkSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import {
  AuthenticateRequestSchema,
  ConfirmSetupRequestSchema,
  PaymentIntentCreateSchema,
  PaymentIntentSchema,
  PaymentMethodListSchema,
  PaymentMethodSchema,
  PaymentMethodUpdateSchema,
  SetupIntentSchema,
  SetupPaymentMethodSchema,
} from '../entities/payment-method';
import { defineContract } from './define';

/*
 * Saved payment cards and the simulated card payment provider behind them. The
 * specification's paths for cards; the provider's calls (confirm, authenticate, payment intents) are the
 * project's, standing in for the provider's script (the Stripe build talks to Stripe instead).
 */
const CardParams = UuidParamSchema.extend({ cardUuid: UuidSchema });
const IntentParams = UuidParamSchema.extend({ intentUuid: UuidSchema });
const tags = ['payment-methods'];

export const paymentMethodContracts = {
  list: defineContract({
    id: 'paymentMethods.list',
    method: 'get',
    path: '/customer/:uuid/payment-methods',
    summary:
      'The customer’s saved cards, default (Rank 1) first: a read of the per-customer payment_methods ' +
      'collection the portal watches live. Removed cards are not listed.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: PaymentMethodListSchema,
    tags,
  }),
  setup: defineContract({
    id: 'paymentMethods.setup',
    method: 'get',
    path: '/customer/:uuid/setup-payment-method',
    summary: 'Starts saving a card: a setup intent of the card provider, answered by its client secret.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: SetupPaymentMethodSchema,
    tags,
  }),
  makeDefault: defineContract({
    id: 'paymentMethods.makeDefault',
    method: 'put',
    path: '/customer/:uuid/payment-methods/:cardUuid',
    summary:
      'Rank 1 makes the card the default; the others move down. A card about to expire cannot be authorized.',
    access: 'customer',
    params: CardParams,
    owner: 'uuid',
    body: PaymentMethodUpdateSchema,
    response: PaymentMethodSchema,
    errors: ['card_not_found', 'card_expiring'],
    tags,
  }),
  remove: defineContract({
    id: 'paymentMethods.remove',
    method: 'delete',
    path: '/customer/:uuid/payment-methods/:cardUuid',
    summary:
      'Removes a card. The only card cannot be removed; when the default goes, the first remaining card ' +
      'becomes the default.',
    access: 'customer',
    params: CardParams,
    owner: 'uuid',
    response: OkSchema,
    errors: ['card_not_found', 'card_only_one'],
    tags,
  }),
  removeInvalid: defineContract({
    id: 'paymentMethods.removeInvalid',
    method: 'delete',
    path: '/customer/:uuid/invalid-payment-methods/:cardUuid',
    summary:
      'Removes an invalid card (one a charge failed on, or an expired one), even the only one: it cannot pay.',
    access: 'customer',
    params: CardParams,
    owner: 'uuid',
    response: OkSchema,
    errors: ['card_not_found'],
    tags,
  }),
  confirmSetup: defineContract({
    id: 'paymentMethods.confirmSetup',
    method: 'post',
    path: '/payments/v1/setup_intents/confirm',
    summary:
      'The simulated provider confirms a setup intent with card details: the test card number decides ' +
      'the outcome (saved, declined, or authentication required).',
    access: 'customer',
    body: ConfirmSetupRequestSchema,
    response: SetupIntentSchema,
    errors: ['not_found', 'intent_state'],
    tags,
  }),
  authenticateSetup: defineContract({
    id: 'paymentMethods.authenticateSetup',
    method: 'post',
    path: '/payments/v1/setup_intents/authenticate',
    summary: 'The simulated challenge of the card issuer for a setup intent: passed saves the card.',
    access: 'customer',
    body: AuthenticateRequestSchema,
    response: SetupIntentSchema,
    errors: ['not_found', 'intent_state'],
    tags,
  }),
  createPaymentIntent: defineContract({
    id: 'paymentMethods.createPaymentIntent',
    method: 'post',
    path: '/customer/:uuid/payment-intents',
    summary:
      'Charges a saved card (the default unless named) for a later purchase: succeeded, requires action ' +
      '(a challenge), or failed. A payable parent billing route can pay instead, within its spend limit. ' +
      'An idempotency key replays the first result.',
    access: 'customer',
    idempotent: true,
    params: UuidParamSchema,
    owner: 'uuid',
    body: PaymentIntentCreateSchema,
    response: PaymentIntentSchema,
    status: 201,
    errors: [
      'no_card',
      'card_not_found',
      'card_expiring',
      'idempotency_mismatch',
      'billing_route_not_found',
      'route_not_payable',
      'spend_limit_exceeded',
    ],
    tags,
  }),
  getPaymentIntent: defineContract({
    id: 'paymentMethods.getPaymentIntent',
    method: 'get',
    path: '/customer/:uuid/payment-intents/:intentUuid',
    summary: 'One payment intent and its state.',
    access: 'customer',
    params: IntentParams,
    owner: 'uuid',
    response: PaymentIntentSchema,
    errors: ['not_found'],
    tags,
  }),
  authenticatePayment: defineContract({
    id: 'paymentMethods.authenticatePayment',
    method: 'post',
    path: '/payments/v1/payment_intents/authenticate',
    summary: 'The simulated challenge of the card issuer for a payment intent that requires action.',
    access: 'customer',
    idempotent: true,
    body: AuthenticateRequestSchema,
    response: PaymentIntentSchema,
    errors: ['not_found', 'intent_state'],
    tags,
  }),
};
