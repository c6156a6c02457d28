/** Where the provider API lives: /api on the mock server; a real provider API can be configured at build. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
/** The customer portal sits one level up from the console (outbox links of the dev toolbar point there). */
export const PORTAL_BASE = import.meta.env.BASE_URL.replace(/console\/$/, '');
