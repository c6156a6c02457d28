/**
 * How long the console waits and how often it tries again when a call fails. A read that has not answered in
 * 12 s is said to have taken too long (the API allows 65 s, but an operator must be told within 15 s); a failed read
 * is tried twice more, 1 s then 2 s later, so one failing call costs three requests, far under ten a minute.
 */
export const READ_TIMEOUT_MS = 12_000;
export const MAX_RETRIES = 2;
export const RETRY_BASE_MS = 1_000;
