import { z } from 'zod';
import { filledSecret, filledText, oneTimeCode } from './form-rules';

/** Re-authentication before a sensitive SIM action: the password, or the emailed code for a login without one. */
export const reAuthPasswordSchema = z.object({ password: filledSecret() });
export const reAuthCodeSchema = z.object({ code: oneTimeCode() });

/** The SIM ID printed on the new SIM's card; spaces copied from the card are dropped. */
export const simSwapSchema = z.object({
  simId: filledText().transform((value) => value.replace(/\s/g, '')),
});
