import { z } from 'zod';
import { SPID } from '../config';

export const UuidSchema = z.uuid();
/** The latest time a JavaScript Date can hold, in nanoseconds: later times cannot be shown or compared as dates. */
export const LATEST_DATE_NANOS = 8.64e15 * 1_000_000;
/**
 * Nanoseconds since the epoch, as the specification's *Nanos fields carry them. Past 2^53, so not a safe integer:
 * JSON numbers lose sub-microsecond digits. Bounded by the latest date, so a caller's time never breaks date code.
 */
export const NanosSchema = z.number().nonnegative().max(LATEST_DATE_NANOS);
export const SpidSchema = z.literal(SPID);
/** The `{spid}` path parameter: only this provider's id is served. */
export const SpidParamSchema = z.object({ spid: z.literal(String(SPID), { error: 'Unknown SPID' }) });
export const UuidParamSchema = z.object({ uuid: UuidSchema });
/**
 * An email address: zod's rule, except that a domain label may not end in '-' (nor start with one), so the pattern
 * the OpenAPI document shows accepts nothing its `format: email` refuses.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const emailOf = (error: string) => z.email({ error, pattern: EMAIL_PATTERN });
export const EmailSchema = emailOf('Email format is invalid').max(254);
export const MobileNumberSchema = z
  .string()
  .regex(/^\+?\d{7,15}$/, { error: 'Mobile number format is invalid' });
export const RoleSchema = z.enum(['customer', 'operator', 'admin', 'super_admin']);
export type Role = z.infer<typeof RoleSchema>;
export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * The JSON Schema rule of a change that must name at least one of these fields: the behaviour answers no_payload
 * for an empty one, and the OpenAPI document states it with this rule.
 */
export const atLeastOneOf = (...fields: readonly string[]) => ({
  anyOf: fields.map((field) => ({ required: [field] })),
});
