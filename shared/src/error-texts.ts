/**
 * The error catalogue: a stable code for every error the specification names, mapped to its exact text. Each text is
 * an export of its own, read as `ERRORS.code` through the namespace in errors.ts, so a bundle carries only the texts
 * its code names.
 */
// Sign-in and account access.
export const invalid_credentials =
  'The email address or password is invalid. Please check your details and try again.';
export const wrong_password = 'the password is invalid, please enter correct one';
export const wrong_old_password = 'the old password is invalid, please enter correct one';
export const password_mismatch = '"New password" and "Confirm New Password" do not match';
export const password_same = 'The new password must be different from the old one';
export const password_policy =
  'The password needs 10 or more characters, upper and lower case letters, and at least one number or symbol';
export const email_mismatch = 'Email and confirm email do not match';
export const email_same = 'The new email must be different from the current one';
export const email_taken = 'An account with this email address already exists';
export const terms_not_accepted = 'Terms and privacy must be accepted';
export const name_required = 'Please enter first and last name';
export const no_payload = 'no_payload';
export const rewards_number_own_check =
  'The rewards number is set on its own page, with your password or an emailed code, not with your details';
export const unknown_error_in = 'unknown_error_in';
export const no_user = 'no_user';
export const no_auth_token = 'No auth token';
export const not_allowed = 'Not Allowed';
export const token_expired = 'Your session has expired. Please sign in again.';
export const token_malformed = 'The auth token is malformed';
export const token_bad_signature = 'The auth token has an invalid signature';
export const token_algorithm = 'The auth token is signed with an unsupported algorithm';
export const token_invalid = 'The auth token is not valid';
export const no_code = 'No Code';
export const no_identity_token = 'No identity_token';
export const no_customer_uuid = 'No CustomerUUID';
export const no_location = 'No Location';
export const no_uuid = 'No UUID';
export const no_chat_token = 'No Zendesk Chat Token';
export const no_invite = 'no_invite';
export const accept_route_error = 'acceptRouteByToken Error';
export const apple_script_load_error = 'apple_script_load_error';
export const invalid_code_pasted = 'Invalid code pasted';
export const invalid_code = 'The code is invalid or has expired';
export const code_attempts_used =
  'Too many wrong codes: this code no longer works. Please request a new code and try again.';
export const sign_in_locked = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
export const sends_locked = 'Too many emails requested. Please wait a few minutes and try again.';
export const mfa_required = 'Please enter the verification code we sent you to open this account';
export const email_format = 'Email format is invalid';
export const identity_not_linked = 'This sign-in is not linked to an account yet';
export const identity_token_invalid = 'The sign-in could not be verified. Please try again.';
export const identity_taken = 'This sign-in is already linked to another account';
export const link_invalid = 'The link is invalid or has expired';
export const invitation_other_email = 'This invitation was sent to another email address';
// Identity.
export const no_uid = 'no_uid';
export const no_user_id = 'no_user_id';
export const no_customer_UUID = 'no_customer_UUID';
export const account_not_specified = 'Current account not specified';
export const no_user_identity = 'No User';
// Cards.
// The catalogue's spelling; the specification's rules write it in lower case.
export const card_not_found = 'card is not found';
export const card_trouble =
  'Seems we had some trouble with your card. Please check your card details or add another to retry.';
export const card_provider_load = 'Error by Stripe loading';
export const card_only_one = 'The only card cannot be removed';
export const card_expiring = 'A card about to expire cannot be authorized';
export const card_authorization_error = 'Card authorization error';
export const no_card = 'No card';
export const payment_failed = 'payment is failed';
export const not_enough_balance = 'not enough balance';
// Billing routes (texts not shown in the specification, except no_invite and acceptRouteByToken Error).
export const route_needs_payment_method =
  'A route can be removed only while another valid payment method exists';
export const billing_route_not_found = 'Billing route is not found';
export const route_not_payable = 'This billing route cannot pay for it';
export const spend_limit_exceeded = 'The amount is more than this billing route has left to spend';
export const approval_expired = 'This invite or request has expired';
export const approval_answered = 'This invite or request has already been answered';
export const approval_to_self = 'You cannot send an invite or request to your own account';
export const intent_state = 'This payment cannot be changed in its current state';
export const idempotency_mismatch = 'This idempotency key was used with other parameters';
// Mobile plans and addons.
export const mobile_not_enough_balance = 'Not enough balance';
/** The amount to top up replaces "$ ..." (insufficientFundsText). */
export const insufficient_funds =
  'Not enough money to cover the transaction. Please Top-up $ ... more to buy an addon';
export const already_have_plan = 'You already have this plan';
export const spend_limit_over = 'Spend limit is over';
export const payment_processing_error = 'Payment processing error';
export const addon_product_not_found = 'Addon available product not found';
export const no_prepay_or_postpay_product = "You don't have a prepay or postpay product";
export const any_service = 'ANY_SERVICE';
export const plan_change_suspended = 'You cannot switch plans whilst your service is suspended';
// Not shown in the specification (it names the rule only): the project's words.
export const plan_change_once_a_month = 'Your plan can be changed once a month. Please try again next month.';
// The specification's addon purchase failure is placeholder text: the project's words.
export const addon_purchase_failed = 'We could not finish buying your addon. Please try again later.';
// Mobile activation and adoption.
export const activation_not_found = "Sorry, we haven't found your Phone number or SIM ID.";
export const activation_code_incorrect = 'The verification code is incorrect.';
export const service_already_active = 'This service is already active';
export const activation_link_expired = 'Your activation link has expired';
export const credit_check_failed = 'Credit check failed';
export const activate_error = 'Activate error';
// Not shown in the specification (it names the codes only): the project's words.
export const activation_needs_plan = 'This SIM needs a plan before it can be activated';
export const TOKEN_ERROR = 'This activation link is not valid. Please ask for a new one by SMS.';
export const NO_SERVICE = 'This SIM has no service that can be added to your account. Please contact us.';
export const CANT_ADOPT_BY_IP =
  'We can’t recognise your SIM from this connection. Enter its phone number or SIM ID instead.';
// Prepay top-up, vouchers and promo codes (texts the specification does not show are the project's).
export const top_up_below_minimum = 'The minimum top-up is $1.00';
export const top_up_above_maximum = 'The maximum top-up is $999.00';
export const top_up_not_cents = 'Please enter an amount in dollars and cents';
export const auto_top_up_limits =
  'Auto top-up needs a number of days from 1 to 99 and an amount from 1 to 999';
export const auto_top_up_declined =
  'Your auto top-up was declined by your card and is now turned off. Please check your card and turn it on again.';
export const voucher_not_found = 'This voucher code is not valid';
export const voucher_used = 'This voucher has already been redeemed';
export const no_voucher_code = 'No Voucher Code';
export const voucher_code_shape = 'A voucher code is 13 digits';
export const auto_top_up_days = 'Number of days must be from 1 to 99';
export const auto_top_up_amount = 'Amount must be from 1 to 999';
export const promo_code_required = 'Code is required';
export const promo_code_not_found = 'This promo code is not valid';
export const promo_code_used = 'This promo code has already been used on your account';
// Guest recharge and bill payment.
export const not_valid_mobile_number = 'not a valid Mobile number';
export const not_valid_invoice_number = 'not a valid Invoice number';
export const not_valid_account_number = 'not a valid Account number';
export const guest_data_not_valid = 'Provided data is not valid';
export const bot_check_failed = 'We could not confirm you are not a robot. Please try again.';
export const bot_check_load =
  'The robot check could not be loaded. Check your connection, then reload the page.';
export const guest_token_invalid = 'Your check has expired. Please start again.';
export const no_data = 'No Data';
// Invoices, receipts and bill payments.
export const no_invoice_number = 'No invoice number';
export const no_receipt_uuid = 'No receipt UUID';
export const file_name_not_specified = 'File name is not specified';
export const file_downloading_error = 'File downloading error';
export const invoice_unavailable = "We can't get Invoice right now";
export const invoices_unavailable = "We can't get Invoices right now";
export const receipts_unavailable = "We can't get Receipts right now";
/** "{number}" is replaced by the invoice number. */
export const invoice_not_found = 'The invoice #{number} Not Found';
/** "{number}" is replaced by the receipt number. */
export const receipt_not_found = 'The receipt #{number} Not Found';
export const no_invoices_or_receipts = 'No invoices or receipts to show';
export const you_dont_have_postpay_product = "You don't have a postpay product";
// Not shown in the specification (it names the rule only): the project's words.
export const bill_amount_too_large = 'The amount is more than the account owes';
export const nothing_to_pay = 'There is nothing to pay right now';
export const billing_cycle_not_allowed = 'The billing cycle of this account cannot be changed';
export const billing_cycle_same = 'The account already has this billing cycle';
// Shop: the cart and the catalogue. The "SIM N" texts carry the SIM's number in place of N (simProblemText).
export const unknown_sim_type = 'Unknown SIM type';
export const plan_not_specified = 'Plan not specified';
export const ufb_cart_item_failed = 'Failed to create UFB cart item';
export const sim_plan_not_specified = 'SIM N plan is not specified';
export const sim_plan_not_available = 'SIM N plan is not available';
export const sim_type_not_available = 'SIM N type is not available';
export const no_modem_data = 'No modem data';
export const no_fwa_plans = 'No FWA Plans data';
export const no_ufb_plans = 'No UFB Plans data';
export const no_fibre_services = 'No Fibre services available';
export const no_service_information = 'No Service Information Available';
export const plan_not_found = 'can not find plan';
export const cart_not_found = 'This cart no longer exists';
// Number porting (texts not shown in the specification, except the two refusals).
export const port_not_cancellable = 'A port can be cancelled only before it is approved';
export const port_not_retryable = 'Only a refused port or a failed service activation can be retried';
export const port_not_running = 'This port is not waiting for a next step';
export const port_in_progress = 'This number is already being ported';
export const port_number_ours = 'This number is already with us';
// Maps.
export const maps_load = 'error while loading google maps';
export const arcgis = 'Error accessing ArcGIS services';
// SIM actions and number change.
export const sim_swap_error = 'SIM swap issue: make sure the new SIM is preactivated, or contact support';
export const no_phone_number = 'No Phone Number';
export const no_new_phone_numbers = 'No new phone numbers';
export const phone_number_taken = 'This phone number is no longer free. Please choose another.';
// Customer and mobile groups.
export const no_params = 'No params';
export const object_not_found = 'Object not found';
export const requested_to_required = 'RequestedTo required';
export const uuid_required = 'UUID required';
export const invite_expired = 'This invite has expired. Ask for a new one.';
export const invite_not_pending = 'This invite has already been answered or cancelled.';
export const invite_not_yours =
  'Only the person invited can accept or decline this invite, and only its sender can cancel it.';
export const invite_unknown_person = 'There is no customer with this email address.';
export const invite_self = 'You cannot invite yourself.';
export const group_full = 'A companion group holds at most 6 people.';
export const already_in_group = 'This customer is already in a group.';
export const group_leader_only = 'Only the group leader can do this.';
export const group_setting_locked = 'This setting cannot be changed for this plan kind.';
export const invite_needs_product = 'Choose the SIM that joins the group.';
// General.
export const generic = 'An error occurred';
export const try_later = 'Please try again later';
export const something_wrong = 'Something went wrong. Please try again';
export const network = 'Network error';
export const not_found_page = "Your page wasn't found";
/** A fibre or LFC call (the provider-side store) that answered nothing. */
export const no_response_data = 'no response data';
/** Any other call that answered nothing. */
export const no_response_data_call = 'No response data';
export const unknown_error = 'unknown error';
/** An action (a call, named by its contract id) that failed with no message. */
export const unknown_error_in_action = 'unknown error in {ActionName}';
// Protocol (not in the specification's catalogue; the mock API's own answers).
export const validation = 'The request is not valid';
export const invalid_json = 'The request body is not valid JSON';
export const body_too_large = 'The request body is too large';
export const route_not_found = 'No such API route';
export const method_not_allowed = 'This path does not answer this method; Allow lists the ones it does';
export const method_not_implemented = 'This method is not served here';
export const body_not_object = 'The request body must be a JSON object';
export const headers_too_large = 'The request headers are too large';
export const request_line_too_long = 'The request line (method, path and query) is too long';
export const bad_request = 'The request could not be read';
export const bad_percent_escape = 'The path contains a malformed percent-escape';
export const path_segment_too_long = 'A path segment is too long';
export const unsupported_media_type = 'The request body must be JSON (Content-Type: application/json)';
export const forbidden_key = 'The request body contains a forbidden key';
export const body_too_deep = 'The request body is nested too deeply';
export const idempotency_key_invalid = 'The Idempotency-Key header must be 1 to 255 visible characters';
export const idempotency_in_flight = 'A request with this Idempotency-Key is still being processed';
export const forbidden = 'Not Allowed';
export const not_found = 'Not found';
export const response_contract = 'The response does not match its contract';
export const simulated_fault = 'Simulated fault';
export const storage_unavailable = 'The change could not be stored. Please try again later.';
// Provider-side store (the specification shows no status codes for it, so these are the project's).
export const order_failed = 'Order failed';
export const no_order_items = 'No Order Items';
export const no_order_item = 'No Order Item';
export const broadband_same_plan = 'you already have this plan';
export const fwa_order_not_bookable = 'An installation can be booked once the modem is on its way';
export const illegal_transition = 'This change of state is not allowed';
export const order_final = 'This order is finished and cannot be changed';
export const order_not_bookable = 'An appointment can be booked once the LFC has acknowledged the order';
export const slot_not_available = 'This time is not one of the available appointment times';
export const slot_taken = 'This appointment time has just been taken. Please choose another time.';
export const no_appointment = 'This order has no appointment to cancel';
export const appointment_started = 'This appointment has already started and cannot be cancelled';
export const order_not_failed = 'Only a failed order can be retried or closed';
export const failure_resolved = 'This failure has already been resolved';
export const record_deleted = 'This record is deleted. Restore it before changing it.';
export const purge_not_deleted = 'Only a deleted record can be purged. Delete it first.';
export const unknown_reference = 'No such record';
export const console_role_required =
  'This login cannot use the provider console: it needs the operator or admin role.';
// The mock server's control API when it listens beyond the local machine (the project's words).
export const control_token_missing =
  'This mock server is shared: its control API needs the token printed when it started. Open the link in its start banner, or send the token in the x-mock-control-token header.';
export const control_token_wrong =
  'This is not the control token this mock server printed when it started. Open the link in its start banner again.';
