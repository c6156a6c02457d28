/**
 * The bot check of the anonymous pages. With a real site key configured the provider's widget would give the token;
 * against the simulated backend the check is simulated (the mock's `guest.bot-check-fail` scenario fails it).
 */
export const BOT_CHECK_SITE_KEY: string | undefined =
  import.meta.env.VITE_BOT_CHECK_SITE_KEY || (import.meta.env.VITE_API_BASE ? undefined : 'simulated');

/** The token the simulated check gives once the visitor ticks the box. */
export const simulatedBotCheckToken = () => `sim-bot-check-${crypto.randomUUID()}`;
