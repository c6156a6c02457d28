/** Business constants of the specification. One place, typed, imported everywhere. */
export const SPID = 68;
export const CURRENCY = 'NZD';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A token counts as valid while its expiry is more than this far away. */
export const TOKEN_VALID_MARGIN_MS = 5 * MINUTE;
/** How long a signed token lives; the client refreshes it once inside the margin. */
export const TOKEN_LIFETIME_S = 60 * 60;
/** How long after expiry a token may still be exchanged through JWT_REFRESH (auto-login of a returning user). */
export const TOKEN_REFRESH_GRACE_S = 7 * 24 * 60 * 60;

export const INVITE_LIFETIME_MS = HOUR;
/**
 * A card whose expiry is closer than this is "about to expire" and cannot be authorized (the specification
 * gives no value: 31 days is chosen).
 */
export const CARD_EXPIRY_WARNING_MS = 31 * 24 * HOUR;
/**
 * Lists the specification reads live (payment_methods and billing_routes collections) are polled this
 * often while shown, and fetched again when the window regains focus. The interval is not shown: chosen.
 */
export const LIVE_LIST_POLL_MS = 5 * SECOND;
/** Bank details for a manual payment: build configuration overrides these defaults. */
export const BANK_DETAILS_DEFAULT = {
  AccountName: 'Provider Mobile Ltd',
  AccountNumber: '12-3140-0123456-00',
  ReferenceCode: 'MANUAL',
  Particulars: 'Mobile account',
  Reference: 'Your mobile number',
} as const;
/** Account access lifetimes and limits: the specification gives none, so these are chosen. */
export const ACCESS_LIMITS = {
  oneTimeCodeMs: 10 * MINUTE,
  codeAttempts: 5,
  passwordResetMs: HOUR,
  emailVerificationMs: 24 * HOUR,
  customTokenMs: 5 * MINUTE,
  identityTokenMs: 10 * MINUTE,
  invitationMs: 7 * 24 * HOUR,
} as const;
/**
 * Guessing is throttled (chosen; the specification gives no limits). Failed sign-ins count per login and, with a
 * higher limit since an office or a mobile network shares one address, per client address; emails that carry a
 * code or link (password reset, verification, sign-in codes) count per recipient and, with a higher limit so that
 * one busy office is not locked out by its neighbours, per client address. A lock
 * ends by itself once the oldest counted event leaves the window. A one-time code dies after
 * ACCESS_LIMITS.codeAttempts wrong tries.
 */
export const THROTTLE = {
  windowMs: 15 * MINUTE,
  failuresPerLogin: 5,
  failuresPerAddress: 50,
  sendsPerRecipient: 3,
  sendsPerAddress: 30,
} as const;
export const API_TIMEOUT_MS = 65 * SECOND;
/** How many redirects an API call may follow before it fails. */
export const API_MAX_REDIRECTS = 1;
export const SUPPORT_PROXY_TIMEOUT_MS = 10 * SECOND;
/** An animation that has not loaded by then gives way to its plain fallback. */
export const ANIMATION_TIMEOUT_MS = 5 * SECOND;
/** The share of page loads whose timing is reported; every unhandled error is. */
export const TRACE_SAMPLE_RATE = 0.1;
/** How many reports the backend keeps for the developers. */
export const CLIENT_EVENTS_KEPT = 100;
export const REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS = 60 * SECOND;
/** A page that sends the user on by itself counts down in seconds, long enough to read it. */
export const REDIRECT_COUNTDOWN_S = 10;

/** A purchase answered pending without a card confirmation is asked again until this has passed, then fails. */
export const ADDON_PURCHASE_RETRY_WINDOW_MS = 10 * SECOND;
/** How long to wait between those attempts. */
export const ADDON_PURCHASE_RETRY_INTERVAL_MS = SECOND;

export const CACHE = {
  records: 3 * MINUTE,
  helpLists: HOUR,
  helpSearch: 10 * MINUTE,
  deliveryAddresses: 30 * MINUTE,
  catalog: 30 * MINUTE,
  bonuses: MINUTE,
  planLists: MINUTE,
  planAndModem: 5 * MINUTE,
  userPlan: 10 * MINUTE,
  usage: HOUR,
  networkMaps: 5 * MINUTE,
  invoicePages: 5 * MINUTE,
  paymentHistory: 5 * MINUTE,
  /**
   * The account's orders and number ports as the home lists them: fetched as signing in starts, they are not asked
   * again when the home draws a moment later; a purchase or a port request marks them out of date at once.
   */
  accountLists: 30 * SECOND,
  /** Provider side: LFC products and fibre plans. */
  providerReference: 180000,
} as const;

export const POLLING = {
  fibreIntervalMs: SECOND,
  fibreLimitMs: 3 * MINUTE,
  fwaIntervalMs: 250,
  fwaLimitMs: 3 * MINUTE,
  fibreOrderIntervalMs: 250,
} as const;

export const PAGING = {
  pageSize: 10,
  pagesEitherSide: 4,
  helpPerPage: 150,
  helpPerPageOlder: 100,
  modemSearchPageSize: 10,
  catalogPageSize: 1000,
  paymentHistoryPageSize: 14,
} as const;

/** After a bill payment the account (balance, billing cycles) is read again this much later. */
export const BILL_PAYMENT_REFRESH_MS = 3 * SECOND;

export const COOKIE_DAYS = { default: 30, max: 90 } as const;
export const DATE_FORMAT = 'DD-MM-YYYY, HH:mm:ss';
export const LANGUAGES = ['en', 'mi-NZ'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Simulated payments fail this share of the time under the `payments.random-failure` scenario. */
export const SIMULATED_PAYMENT_FAILURE_RATE = 0.05;

/** Request bodies larger than this are refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A JSON body nested deeper than this is refused with 400 (no form needs more than a few levels). */
export const MAX_BODY_DEPTH = 32;
/**
 * The request line and headers together may take this many bytes (Node's HTTP parser limit): beyond it a request is
 * refused with a JSON 414 (a long request line) or 431 (large headers).
 */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * The longest list `filter` (JSON, before percent-encoding). Encoded it takes at most three times as many bytes, so
 * the longest filter, sort and range with a token still fit in the header limit above.
 */
export const MAX_LIST_FILTER_CHARS = 4_000;
/** A path segment longer than this is refused with 414 (the longest id is a UUID, the longest text an email). */
export const MAX_PATH_SEGMENT_CHARS = 256;
/** How long an Idempotency-Key's first answer is replayed (the card provider's convention), virtual clock. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The catalogue request is held back this long before it is sent. */
export const CATALOGUE_DELAY_MS = 1500;
/** Every cart call of the shop takes this long, at random within the range. */
export const CART_DELAY_MS = [150, 300] as const;
