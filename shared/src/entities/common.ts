import { z } from 'zod';
import { SPID } from '../config';

export const UuidSchema = z.uuid();
/** Nanoseconds since the epoch, as the specification's *Nanos fields carry them. */
/** Nanoseconds since the epoch. Past 2^53, so not a safe integer: JSON numbers lose sub-microsecond digits. */
export const NanosSchema = z.number().nonnegative();
export const SpidSchema = z.literal(SPID);
/** The `{spid}` path parameter: only this provider's id is served. */
export const SpidParamSchema = z.object({ spid: z.literal(String(SPID), { error: 'Unknown SPID' }) });
export const UuidParamSchema = z.object({ uuid: UuidSchema });
export const EmailSchema = z.email({ error: 'Email format is invalid' }).max(254);
export const MobileNumberSchema = z
  .string()
  .regex(/^\+?\d{7,15}$/, { error: 'Mobile number format is invalid' });
export const RoleSchema = z.enum(['customer', 'operator', 'admin', 'super_admin']);
export type Role = z.infer<typeof RoleSchema>;
export const OkSchema = z.object({ ok: z.literal(true) });
