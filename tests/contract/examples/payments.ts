import { FIXTURE_PAYMENT_INTENT, FIXTURE_SECRETS, personaCardUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

const card = { Number: '4242 4242 4242 4242', ExpMonth: 12, ExpYear: 2030, Cvc: '123' };

export const paymentExamples: Examples = {
  'paymentMethods.list': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'paymentMethods.setup': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'paymentMethods.makeDefault': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, cardUuid: personaCardUuid('ana', 1) },
    body: { Rank: 1 },
    badBody: { Rank: 2 },
  }),
  'paymentMethods.remove': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, cardUuid: personaCardUuid('ana', 1) },
  }),
  // tama's second card failed a charge, so it is an invalid card.
  'paymentMethods.removeInvalid': (ids) => ({
    as: 'tama',
    params: { uuid: ids.customer.tama, cardUuid: personaCardUuid('tama', 1) },
  }),
  'paymentMethods.confirmSetup': {
    as: 'ana',
    body: { ClientSecret: FIXTURE_SECRETS.setupOpen, Card: card },
    badBody: { ClientSecret: FIXTURE_SECRETS.setupOpen, Card: { ...card, Number: '1234' } },
  },
  'paymentMethods.authenticateSetup': {
    as: 'ana',
    body: { ClientSecret: FIXTURE_SECRETS.setupChallenge, Outcome: 'pass' },
    badBody: { ClientSecret: FIXTURE_SECRETS.setupChallenge, Outcome: 'maybe' },
  },
  'paymentMethods.createPaymentIntent': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { AmountCents: 1999, Description: 'Top-up', IdempotencyKey: 'example-1' },
    badBody: { AmountCents: 0, Description: 'Top-up' },
    status: 201,
  }),
  'paymentMethods.getPaymentIntent': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, intentUuid: FIXTURE_PAYMENT_INTENT },
  }),
  'paymentMethods.authenticatePayment': {
    as: 'ana',
    body: { ClientSecret: FIXTURE_SECRETS.paymentChallenge, Outcome: 'pass' },
    badBody: { ClientSecret: FIXTURE_SECRETS.paymentChallenge, Outcome: '' },
  },
};
