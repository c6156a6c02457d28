/**
 * The error catalogue: a stable code for every error the specification names, mapped to its exact text.
 * The mock API answers with these texts; the apps show them.
 */
export const ERRORS = {
  // Sign-in and account access.
  invalid_credentials: 'The email address or password is invalid. Please check your details and try again.',
  wrong_password: 'the password is invalid, please enter correct one',
  wrong_old_password: 'the old password is invalid, please enter correct one',
  password_mismatch: '"New password" and "Confirm New Password" do not match',
  password_same: 'The new password must be different from the old one',
  password_policy:
    'The password needs 10 or more characters, upper and lower case letters, and at least one number or symbol',
  email_mismatch: 'Email and confirm email do not match',
  email_same: 'The new email must be different from the current one',
  email_taken: 'An account with this email address already exists',
  terms_not_accepted: 'Terms and privacy must be accepted',
  name_required: 'Please enter first and last name',
  no_payload: 'no_payload',
  rewards_number_own_check:
    'The rewards number is set on its own page, with your password or an emailed code, not with your details',
  unknown_error_in: 'unknown_error_in',
  no_user: 'no_user',
  no_auth_token: 'No auth token',
  not_allowed: 'Not Allowed',
  token_expired: 'Your session has expired. Please sign in again.',
  token_malformed: 'The auth token is malformed',
  token_bad_signature: 'The auth token has an invalid signature',
  token_algorithm: 'The auth token is signed with an unsupported algorithm',
  token_invalid: 'The auth token is not valid',
  no_code: 'No Code',
  no_identity_token: 'No identity_token',
  no_customer_uuid: 'No CustomerUUID',
  no_location: 'No Location',
  no_uuid: 'No UUID',
  no_chat_token: 'No Zendesk Chat Token',
  no_invite: 'no_invite',
  accept_route_error: 'acceptRouteByToken Error',
  apple_script_load_error: 'apple_script_load_error',
  invalid_code_pasted: 'Invalid code pasted',
  invalid_code: 'The code is invalid or has expired',
  code_attempts_used:
    'Too many wrong codes: this code no longer works. Please request a new code and try again.',
  sign_in_locked: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  sends_locked: 'Too many emails requested. Please wait a few minutes and try again.',
  mfa_required: 'Please enter the verification code we sent you to open this account',
  email_format: 'Email format is invalid',
  identity_not_linked: 'This sign-in is not linked to an account yet',
  identity_token_invalid: 'The sign-in could not be verified. Please try again.',
  identity_taken: 'This sign-in is already linked to another account',
  link_invalid: 'The link is invalid or has expired',
  invitation_other_email: 'This invitation was sent to another email address',
  // Identity.
  no_uid: 'no_uid',
  no_user_id: 'no_user_id',
  no_customer_UUID: 'no_customer_UUID',
  account_not_specified: 'Current account not specified',
  no_user_identity: 'No User',
  // Cards.
  // The catalogue's spelling; the specification's rules write it in lower case.
  card_not_found: 'card is not found',
  card_trouble:
    'Seems we had some trouble with your card. Please check your card details or add another to retry.',
  card_provider_load: 'Error by Stripe loading',
  card_only_one: 'The only card cannot be removed',
  card_expiring: 'A card about to expire cannot be authorized',
  card_authorization_error: 'Card authorization error',
  no_card: 'No card',
  payment_failed: 'payment is failed',
  not_enough_balance: 'not enough balance',
  // Billing routes (texts not shown in the specification, except no_invite and acceptRouteByToken Error).
  route_needs_payment_method: 'A route can be removed only while another valid payment method exists',
  billing_route_not_found: 'Billing route is not found',
  route_not_payable: 'This billing route cannot pay for it',
  spend_limit_exceeded: 'The amount is more than this billing route has left to spend',
  approval_expired: 'This invite or request has expired',
  approval_answered: 'This invite or request has already been answered',
  approval_to_self: 'You cannot send an invite or request to your own account',
  intent_state: 'This payment cannot be changed in its current state',
  idempotency_mismatch: 'This idempotency key was used with other parameters',
  // Mobile plans and addons.
  mobile_not_enough_balance: 'Not enough balance',
  /** The amount to top up replaces "$ ..." (insufficientFundsText). */
  insufficient_funds: 'Not enough money to cover the transaction. Please Top-up $ ... more to buy an addon',
  already_have_plan: 'You already have this plan',
  spend_limit_over: 'Spend limit is over',
  payment_processing_error: 'Payment processing error',
  addon_product_not_found: 'Addon available product not found',
  no_prepay_or_postpay_product: "You don't have a prepay or postpay product",
  any_service: 'ANY_SERVICE',
  plan_change_suspended: 'You cannot switch plans whilst your service is suspended',
  // Not shown in the specification (it names the rule only): the project's words.
  plan_change_once_a_month: 'Your plan can be changed once a month. Please try again next month.',
  // The specification's addon purchase failure is placeholder text: the project's words.
  addon_purchase_failed: 'We could not finish buying your addon. Please try again later.',
  // Mobile activation and adoption.
  activation_not_found: "Sorry, we haven't found your Phone number or SIM ID.",
  activation_code_incorrect: 'The verification code is incorrect.',
  service_already_active: 'This service is already active',
  activation_link_expired: 'Your activation link has expired',
  credit_check_failed: 'Credit check failed',
  activate_error: 'Activate error',
  // Not shown in the specification (it names the codes only): the project's words.
  activation_needs_plan: 'This SIM needs a plan before it can be activated',
  TOKEN_ERROR: 'This activation link is not valid. Please ask for a new one by SMS.',
  NO_SERVICE: 'This SIM has no service that can be added to your account. Please contact us.',
  CANT_ADOPT_BY_IP:
    'We can’t recognise your SIM from this connection. Enter its phone number or SIM ID instead.',
  // Prepay top-up, vouchers and promo codes (texts the specification does not show are the project's).
  top_up_below_minimum: 'The minimum top-up is $1.00',
  top_up_above_maximum: 'The maximum top-up is $999.00',
  top_up_not_cents: 'Please enter an amount in dollars and cents',
  auto_top_up_limits: 'Auto top-up needs a number of days from 1 to 99 and an amount from 1 to 999',
  auto_top_up_declined:
    'Your auto top-up was declined by your card and is now turned off. Please check your card and turn it on again.',
  voucher_not_found: 'This voucher code is not valid',
  voucher_used: 'This voucher has already been redeemed',
  no_voucher_code: 'No Voucher Code',
  voucher_code_shape: 'A voucher code is 13 digits',
  auto_top_up_days: 'Number of days must be from 1 to 99',
  auto_top_up_amount: 'Amount must be from 1 to 999',
  promo_code_required: 'Code is required',
  promo_code_not_found: 'This promo code is not valid',
  promo_code_used: 'This promo code has already been used on your account',
  // Guest recharge and bill payment.
  not_valid_mobile_number: 'not a valid Mobile number',
  not_valid_invoice_number: 'not a valid Invoice number',
  not_valid_account_number: 'not a valid Account number',
  guest_data_not_valid: 'Provided data is not valid',
  bot_check_failed: 'We could not confirm you are not a robot. Please try again.',
  bot_check_load: 'The robot check could not be loaded. Check your connection, then reload the page.',
  guest_token_invalid: 'Your check has expired. Please start again.',
  no_data: 'No Data',
  // Invoices, receipts and bill payments.
  no_invoice_number: 'No invoice number',
  no_receipt_uuid: 'No receipt UUID',
  file_name_not_specified: 'File name is not specified',
  file_downloading_error: 'File downloading error',
  invoice_unavailable: "We can't get Invoice right now",
  invoices_unavailable: "We can't get Invoices right now",
  receipts_unavailable: "We can't get Receipts right now",
  /** "{number}" is replaced by the invoice number. */
  invoice_not_found: 'The invoice #{number} Not Found',
  /** "{number}" is replaced by the receipt number. */
  receipt_not_found: 'The receipt #{number} Not Found',
  no_invoices_or_receipts: 'No invoices or receipts to show',
  you_dont_have_postpay_product: "You don't have a postpay product",
  // Not shown in the specification (it names the rule only): the project's words.
  bill_amount_too_large: 'The amount is more than the account owes',
  nothing_to_pay: 'There is nothing to pay right now',
  billing_cycle_not_allowed: 'The billing cycle of this account cannot be changed',
  billing_cycle_same: 'The account already has this billing cycle',
  // Shop: the cart and the catalogue. The "SIM N" texts carry the SIM's number in place of N (simProblemText).
  unknown_sim_type: 'Unknown SIM type',
  plan_not_specified: 'Plan not specified',
  ufb_cart_item_failed: 'Failed to create UFB cart item',
  sim_plan_not_specified: 'SIM N plan is not specified',
  sim_plan_not_available: 'SIM N plan is not available',
  sim_type_not_available: 'SIM N type is not available',
  no_modem_data: 'No modem data',
  no_fwa_plans: 'No FWA Plans data',
  no_ufb_plans: 'No UFB Plans data',
  no_fibre_services: 'No Fibre services available',
  no_service_information: 'No Service Information Available',
  plan_not_found: 'can not find plan',
  cart_not_found: 'This cart no longer exists',
  // Number porting (texts not shown in the specification, except the two refusals).
  port_not_cancellable: 'A port can be cancelled only before it is approved',
  port_not_retryable: 'Only a refused port or a failed service activation can be retried',
  port_not_running: 'This port is not waiting for a next step',
  port_in_progress: 'This number is already being ported',
  port_number_ours: 'This number is already with us',
  // Maps.
  maps_load: 'error while loading google maps',
  arcgis: 'Error accessing ArcGIS services',
  // SIM actions and number change.
  sim_swap_error: 'SIM swap issue: make sure the new SIM is preactivated, or contact support',
  no_phone_number: 'No Phone Number',
  no_new_phone_numbers: 'No new phone numbers',
  phone_number_taken: 'This phone number is no longer free. Please choose another.',
  // Customer and mobile groups.
  no_params: 'No params',
  object_not_found: 'Object not found',
  requested_to_required: 'RequestedTo required',
  uuid_required: 'UUID required',
  invite_expired: 'This invite has expired. Ask for a new one.',
  invite_not_pending: 'This invite has already been answered or cancelled.',
  invite_not_yours:
    'Only the person invited can accept or decline this invite, and only its sender can cancel it.',
  invite_unknown_person: 'There is no customer with this email address.',
  invite_self: 'You cannot invite yourself.',
  group_full: 'A companion group holds at most 6 people.',
  already_in_group: 'This customer is already in a group.',
  group_leader_only: 'Only the group leader can do this.',
  group_setting_locked: 'This setting cannot be changed for this plan kind.',
  invite_needs_product: 'Choose the SIM that joins the group.',
  // General.
  generic: 'An error occurred',
  try_later: 'Please try again later',
  something_wrong: 'Something went wrong. Please try again',
  network: 'Network error',
  not_found_page: "Your page wasn't found",
  /** A fibre or LFC call (the provider-side store) that answered nothing. */
  no_response_data: 'no response data',
  /** Any other call that answered nothing. */
  no_response_data_call: 'No response data',
  unknown_error: 'unknown error',
  /** An action (a call, named by its contract id) that failed with no message. */
  unknown_error_in_action: 'unknown error in {ActionName}',
  // Protocol (not in the specification's catalogue; the mock API's own answers).
  validation: 'The request is not valid',
  invalid_json: 'The request body is not valid JSON',
  body_too_large: 'The request body is too large',
  route_not_found: 'No such API route',
  method_not_allowed: 'This path does not answer this method; Allow lists the ones it does',
  method_not_implemented: 'This method is not served here',
  body_not_object: 'The request body must be a JSON object',
  headers_too_large: 'The request headers are too large',
  request_line_too_long: 'The request line (method, path and query) is too long',
  bad_request: 'The request could not be read',
  bad_percent_escape: 'The path contains a malformed percent-escape',
  path_segment_too_long: 'A path segment is too long',
  unsupported_media_type: 'The request body must be JSON (Content-Type: application/json)',
  forbidden_key: 'The request body contains a forbidden key',
  body_too_deep: 'The request body is nested too deeply',
  idempotency_key_invalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  idempotency_in_flight: 'A request with this Idempotency-Key is still being processed',
  forbidden: 'Not Allowed',
  not_found: 'Not found',
  response_contract: 'The response does not match its contract',
  simulated_fault: 'Simulated fault',
  storage_unavailable: 'The change could not be stored. Please try again later.',
  // Provider-side store (the specification shows no status codes for it, so these are the project's).
  order_failed: 'Order failed',
  no_order_items: 'No Order Items',
  no_order_item: 'No Order Item',
  broadband_same_plan: 'you already have this plan',
  fwa_order_not_bookable: 'An installation can be booked once the modem is on its way',
  illegal_transition: 'This change of state is not allowed',
  order_final: 'This order is finished and cannot be changed',
  order_not_bookable: 'An appointment can be booked once the LFC has acknowledged the order',
  slot_not_available: 'This time is not one of the available appointment times',
  slot_taken: 'This appointment time has just been taken. Please choose another time.',
  record_deleted: 'This record is deleted. Restore it before changing it.',
  purge_not_deleted: 'Only a deleted record can be purged. Delete it first.',
  unknown_reference: 'No such record',
  console_role_required: 'This login cannot use the provider console: it needs the operator or admin role.',
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The wire shape of every error answer. */
export interface ApiErrorBody {
  err_message: string;
  err_code: ErrorCode | string;
  ErrorNumber?: number;
  errors?: { path: string; message: string }[];
}

/** The error number that marks a 401 that must not log the user out. */
export const ERROR_NUMBER_KEEP_SESSION = 1002;

/**
 * Text extraction order: a plain string; else err_message; else message; else error.message;
 * else the error's own message; else "unknown error".
 */

export function errorText(err: unknown): string {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object') {
    const e = err as { data?: unknown; message?: unknown; error?: { message?: unknown } };
    const data = e.data as { err_message?: unknown; message?: unknown } | string | undefined;
    if (typeof data === 'string' && data) return data;
    if (data && typeof data === 'object') {
      if (typeof data.err_message === 'string' && data.err_message) return data.err_message;
      if (typeof data.message === 'string' && data.message) return data.message;
    }
    if (typeof e.error?.message === 'string' && e.error.message) return e.error.message;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return ERRORS.unknown_error;
}
