/** Every call of the provider-side store is under /v3/{SPID}; on its own so the API client needs no store schema. */
export const STORE_PREFIX = '/v3/:spid';
