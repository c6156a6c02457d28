import { z } from 'zod';

/** The first answer of an idempotent operation, stored per caller, contract and Idempotency-Key. */
export const IdempotentAnswerSchema = z.object({
  key: z.string(),
  /** Hash of the request (method, path, query and body): the same key with another request is refused. */
  requestHash: z.string(),
  status: z.number().int(),
  body: z.unknown(),
  headers: z.record(z.string(), z.string()),
  /** Virtual-clock time it was stored. */
  at: z.number(),
});
export type IdempotentAnswer = z.infer<typeof IdempotentAnswerSchema>;
