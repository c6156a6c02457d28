/**
 * The bot check of the anonymous pages. With a real site key configured (VITE_BOT_CHECK_SITE_KEY) the provider's
 * widget (Cloudflare Turnstile) gives the token; against the simulated backend a checkbox gives a simulated token
 * (the mock's `guest.bot-check-fail` scenario refuses it).
 */
export const REAL_SITE_KEY: string | undefined = import.meta.env.VITE_BOT_CHECK_SITE_KEY || undefined;
export const BOT_CHECK_SITE_KEY: string | undefined =
  REAL_SITE_KEY ?? (import.meta.env.VITE_API_BASE ? undefined : 'simulated');
