import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../errors';
import type { ContractDef } from './define';
import { THROTTLE_REFUSALS } from './throttles';

/**
 * The status each error code is answered with by the behaviours that raise it. A contract that lists a code in
 * `errors` documents its status; a few codes are answered with either of two statuses, depending on the call.
 */
export const ERROR_STATUSES: Partial<Record<ErrorCode, readonly number[]>> = {
  // 400: the request is not acceptable as it is.
  approval_to_self: [400],
  bill_amount_too_large: [400],
  card_expiring: [400],
  email_same: [400],
  invite_needs_product: [400],
  invite_self: [400],
  link_invalid: [400],
  no_code: [400],
  no_identity_token: [400],
  no_location: [400],
  no_modem_data: [400],
  no_order_items: [400],
  no_payload: [400],
  no_phone_number: [400],
  plan_not_found: [400],
  unknown_reference: [400],
  unknown_sim_type: [400],
  password_policy: [400],
  password_mismatch: [400],
  password_same: [400],
  validation: [400],
  name_required: [400],
  terms_not_accepted: [400],
  rewards_number_own_check: [400],
  ufb_cart_item_failed: [400],
  top_up_below_minimum: [400],
  top_up_above_maximum: [400],
  top_up_not_cents: [400],
  // Missing fields in the specification's words (a chat login without its token among them).
  no_params: [400],
  uuid_required: [400],
  requested_to_required: [400],
  no_customer_uuid: [400],
  promo_code_required: [400],
  no_chat_token: [400],
  // 401: who is calling is not proven.
  activation_code_incorrect: [401],
  identity_token_invalid: [401],
  invalid_credentials: [401],
  no_user: [401],
  wrong_old_password: [401],
  wrong_password: [401],
  token_expired: [401],
  TOKEN_ERROR: [401, 404],
  invalid_code: [400, 401],
  // 402: a payment did not go through.
  card_authorization_error: [402],
  credit_check_failed: [402],
  insufficient_funds: [402],
  payment_processing_error: [402],
  spend_limit_over: [402],
  mobile_not_enough_balance: [402],
  card_trouble: [400, 402],
  no_card: [400, 402],
  // 403: the caller may not do this.
  billing_cycle_not_allowed: [403],
  bot_check_failed: [403],
  forbidden: [403],
  group_leader_only: [403],
  guest_token_invalid: [403],
  invitation_other_email: [403],
  invite_not_yours: [403],
  mfa_required: [403],
  not_allowed: [403],
  // 404: not there, or not the caller's.
  activation_not_found: [404],
  addon_product_not_found: [404],
  billing_route_not_found: [404],
  card_not_found: [404],
  cart_not_found: [404],
  identity_not_linked: [404],
  invite_unknown_person: [404],
  no_invite: [404],
  no_new_phone_numbers: [404],
  no_response_data: [404],
  not_found: [404],
  invoice_not_found: [404],
  receipt_not_found: [404],
  object_not_found: [404],
  promo_code_not_found: [404],
  voucher_not_found: [404],
  // 409: the state of things does not allow it now.
  NO_SERVICE: [409],
  already_in_group: [409],
  approval_answered: [409],
  billing_cycle_same: [409],
  email_taken: [409],
  group_full: [409],
  group_setting_locked: [409],
  identity_taken: [409],
  intent_state: [409],
  invite_expired: [409],
  invite_not_pending: [409],
  no_prepay_or_postpay_product: [409],
  nothing_to_pay: [409],
  phone_number_taken: [409],
  port_in_progress: [409],
  port_number_ours: [409],
  promo_code_used: [409],
  route_needs_payment_method: [409],
  route_not_payable: [409],
  service_already_active: [409],
  sim_swap_error: [409],
  spend_limit_exceeded: [409],
  voucher_used: [409],
  you_dont_have_postpay_product: [409],
  record_deleted: [409],
  purge_not_deleted: [409],
  slot_not_available: [409],
  slot_taken: [409],
  no_appointment: [409],
  appointment_started: [409],
  order_not_failed: [409],
  failure_resolved: [409],
  order_final: [409],
  order_not_bookable: [409],
  fwa_order_not_bookable: [409],
  illegal_transition: [409],
  broadband_same_plan: [409],
  any_service: [409],
  plan_change_suspended: [409],
  already_have_plan: [409],
  plan_change_once_a_month: [409],
  card_only_one: [409],
  port_not_retryable: [409],
  port_not_cancellable: [409],
  idempotency_mismatch: [409, 422],
  // 410, 412, 422: an expired link, a missing step, an unprocessable request.
  not_valid_mobile_number: [422],
  not_valid_invoice_number: [422],
  not_valid_account_number: [422],
  guest_data_not_valid: [422],
  activation_link_expired: [410],
  approval_expired: [410],
  activation_needs_plan: [412],
  CANT_ADOPT_BY_IP: [422],
  // 429 is a throttle's, listed from the contract's `throttles` (THROTTLE_REFUSALS).
  // 503: the simulated backend is unavailable.
  try_later: [503],
  invoices_unavailable: [503],
  invoice_unavailable: [503],
  receipts_unavailable: [503],
};

const idBodies = new WeakMap<object, boolean>();

/** Whether a body carries ids (UUIDs) of things the behaviour looks up. */
function namesIds(body: z.ZodType): boolean {
  let known = idBodies.get(body);
  if (known === undefined) {
    known = JSON.stringify(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' })).includes(
      '"format":"uuid"',
    );
    idBodies.set(body, known);
  }
  return known;
}

/** What a 304 of a conditional read means. */
export const NOT_MODIFIED =
  'Not modified: If-None-Match named the ETag of what the answer would be now (no body; keep the last answer)';

/** The statuses one operation can answer, each with what it means: the pipeline's by the contract, then its own. */
export function responseStatuses(c: ContractDef): Map<number, string> {
  const out = new Map<number, string>();
  const add = (status: number, description: string) => {
    if (!out.has(status)) out.set(status, description);
  };
  if (c.conditional) add(304, NOT_MODIFIED);
  add(
    400,
    'The request is not valid (err_message names the field), a path escape does not decode, or the body is null',
  );
  if (c.access !== 'public') {
    add(
      401,
      c.access === 'guest'
        ? 'A token was sent and it is missing a part, badly signed or expired'
        : 'No token, or a malformed, badly signed or expired one',
    );
  }
  if (c.access === 'customer' || c.access === 'operator' || c.access === 'admin')
    add(403, 'The token’s role may not call this operation');
  if (c.owner) {
    add(403, 'The account has multi-factor verification on and its code has not been passed');
    add(404, 'No such account, or not one of the caller’s');
  }
  if (c.params) add(404, 'Nothing with this id, or not the caller’s');
  if (c.body && namesIds(c.body))
    add(404, 'Something the body names by id does not exist, or is not the caller’s');
  if (c.body) {
    add(413, 'The body is over 1 MB');
    add(415, 'The body is declared as a type that is not JSON nor text/plain');
  }
  if (c.idempotent) {
    add(409, 'A request with this Idempotency-Key is still running');
    add(422, 'This Idempotency-Key was used with another request');
  }
  add(414, 'A path segment or the request line is too long');
  add(431, 'The request headers are too large');
  add(503, 'The change could not be stored; try again (Retry-After)');
  // The behaviour's own refusals, each status naming its codes and their texts; a throttle's with when it refuses.
  const byStatus = new Map<number, string[]>();
  for (const code of c.throttles ?? []) {
    const { when, retryAfter } = THROTTLE_REFUSALS[code];
    const again = retryAfter ? ', Retry-After says in how many seconds to try again' : '';
    byStatus.set(429, [...(byStatus.get(429) ?? []), `${code} (${ERRORS[code]}): ${when}${again}`]);
  }
  for (const code of c.errors ?? []) {
    for (const status of ERROR_STATUSES[code] ?? []) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), `${code} (${ERRORS[code]})`]);
    }
  }
  for (const [status, codes] of byStatus) {
    const known = out.get(status);
    out.set(status, `${known ? `${known}; or ` : ''}${codes.join('; ')}`);
  }
  return new Map([...out].sort(([a], [b]) => a - b));
}
