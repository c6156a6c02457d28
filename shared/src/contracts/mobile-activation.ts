import { UuidParamSchema, UuidSchema } from '../entities/common';
import { MobileProductViewSchema } from '../entities/mobile-product';
import {
  ActivateServiceParamsSchema,
  ActivateServiceRequestSchema,
  ActivationStatusSchema,
  AdoptBySimSmsRequestSchema,
  AdoptBySmsRequestSchema,
  AdoptByIpRequestSchema,
  AdoptByTokenRequestSchema,
  AdoptionAnswerSchema,
  PlanActivationRequestSchema,
  ProductTypeRequestSchema,
  SimMetadataSchema,
} from '../entities/mobile-activation';
import { z } from 'zod';
import { defineContract } from './define';

/*
 * Activating a SIM and adopting it into an account. Calls whose path names no customer carry the CustomerUUID in
 * the body; the behaviour checks the caller owns it. A SIM of another account is as unknown as a missing one.
 */
const tags = ['mobile'];
const adoptionErrors = [
  'activation_not_found',
  'activation_code_incorrect',
  'service_already_active',
  'NO_SERVICE',
] as const;

export const mobileActivationContracts = {
  activateService: defineContract({
    id: 'mobileActivation.activateService',
    method: 'post',
    path: '/customer/:uuid/service/:instance/activate/:dry',
    summary:
      'Activates a SIM (dry true only checks it could be). A dry run answers 412 when the SIM needs a paid plan ' +
      'first; the activation itself takes 10 to 30 seconds, followed through the SIM metadata.',
    access: 'customer',
    params: ActivateServiceParamsSchema,
    owner: 'uuid',
    body: ActivateServiceRequestSchema,
    response: ActivationStatusSchema,
    errors: ['not_found', 'service_already_active', 'activation_needs_plan', 'card_authorization_error'],
    tags,
  }),
  changeProductType: defineContract({
    id: 'mobileActivation.changeProductType',
    method: 'put',
    path: '/sim/v1/product-type/:dry',
    summary:
      'Sets how a SIM that is not activated yet will bill (prepay, payg or postpay). Postpay needs a credit ' +
      'check ("Credit check failed" offers prepay or PAYG); dry true only runs the checks.',
    access: 'customer',
    params: z.object({ dry: z.enum(['true', 'false']) }),
    body: ProductTypeRequestSchema,
    response: MobileProductViewSchema,
    errors: ['not_found', 'service_already_active', 'credit_check_failed'],
    tags,
  }),
  postpayActivation: defineContract({
    id: 'mobileActivation.postpayActivation',
    method: 'post',
    path: '/postpay/activation',
    summary:
      'Starts a SIM on a monthly plan after a credit check, with a card on file (or a parent billing route) for ' +
      'the bills, and activates it.',
    access: 'customer',
    idempotent: true,
    body: PlanActivationRequestSchema,
    response: ActivationStatusSchema,
    errors: [
      'not_found',
      'service_already_active',
      'credit_check_failed',
      'addon_product_not_found',
      'no_card',
      'card_expiring',
    ],
    tags,
  }),
  paygActivation: defineContract({
    id: 'mobileActivation.paygActivation',
    method: 'post',
    path: '/payg/activation',
    summary: 'Starts a SIM on pay-as-you-go (charged from prepay credit as it is used) and activates it.',
    access: 'customer',
    idempotent: true,
    body: PlanActivationRequestSchema,
    response: ActivationStatusSchema,
    errors: ['not_found', 'service_already_active', 'addon_product_not_found'],
    tags,
  }),
  simMetadata: defineContract({
    id: 'mobileActivation.simMetadata',
    method: 'get',
    path: '/sim/metadata/:product',
    summary:
      'A SIM’s number, SIM ID, type (an eSIM with its activation code) and where its activation stands, derived ' +
      'from the clock when read.',
    access: 'customer',
    params: z.object({ product: UuidSchema }),
    response: SimMetadataSchema,
    errors: ['not_found'],
    tags,
  }),
  adoptBySms: defineContract({
    id: 'mobileActivation.adoptBySms',
    method: 'post',
    path: '/v3/adopt_by_sms',
    summary:
      'Adds a SIM to the account by its phone number: without a Code an SMS with a code and an activation link ' +
      'is sent to it; with the code the SIM is adopted and a fresh token returned.',
    access: 'customer',
    body: AdoptBySmsRequestSchema,
    response: AdoptionAnswerSchema,
    errors: adoptionErrors,
    throttles: ['code_attempts_used'],
    tags,
  }),
  adoptBySimSms: defineContract({
    id: 'mobileActivation.adoptBySimSms',
    method: 'post',
    path: '/v3/adopt_by_sim_sms',
    summary: 'As adopt_by_sms, naming the SIM by its SIM ID (printed on the SIM card).',
    access: 'customer',
    body: AdoptBySimSmsRequestSchema,
    response: AdoptionAnswerSchema,
    errors: adoptionErrors,
    throttles: ['code_attempts_used'],
    tags,
  }),
  adoptByToken: defineContract({
    id: 'mobileActivation.adoptByToken',
    method: 'post',
    path: '/v3/adopt_by_token',
    summary:
      'Adopts the SIM of an activation link. An expired link answers "Your activation link has expired"; with ' +
      'Resend a new SMS is sent to the SIM instead.',
    access: 'customer',
    body: AdoptByTokenRequestSchema,
    response: AdoptionAnswerSchema,
    errors: ['TOKEN_ERROR', 'activation_link_expired', 'service_already_active'],
    tags,
  }),
  adoptByIp: defineContract({
    id: 'mobileActivation.adoptByIp',
    method: 'post',
    path: '/v3/adopt_by_ip',
    summary:
      'Adopts the SIM whose mobile data connection the request comes from. The simulated network sees no ' +
      'phone connections, so it always answers CANT_ADOPT_BY_IP.',
    access: 'customer',
    body: AdoptByIpRequestSchema,
    response: AdoptionAnswerSchema,
    errors: ['CANT_ADOPT_BY_IP'],
    tags,
  }),
  adoptionResume: defineContract({
    id: 'mobileActivation.adoptionResume',
    method: 'get',
    path: '/v3/adoption_token_resume/:uuid',
    summary: 'Where an adoption stands (SMS sent, or adopted), so a reloaded page carries on.',
    access: 'customer',
    params: UuidParamSchema,
    response: AdoptionAnswerSchema,
    errors: ['TOKEN_ERROR'],
    tags,
  }),
};
