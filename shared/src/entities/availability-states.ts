/*
 * The answers of an availability check that decide what the shop sells, apart from their schemas: the broadband
 * shop reads them on a visitor's first look without carrying zod.
 */

/** Fixed wireless is sold at an address whose check answers one of these; `service_unavailable` is not sold. */
export const FWA_ACCEPTED_STATUSES = [
  'service_available',
  'service_scope_required',
  'service_installation_required',
] as const;
