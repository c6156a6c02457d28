import { z } from 'zod';

/**
 * A fault of the mock's injection: the control API's `PUT /__mock/faults` body holds a list of them, and the fault
 * matrices of both apps set them on the mock they run in Node.
 */
export const MockFaultSchema = z.object({
  /** A route pattern: a path under /api where `*` matches any run of characters, e.g. `/v2/*\/customer*`. */
  pattern: z.string().min(1).max(300),
  method: z.enum(['get', 'post', 'put', 'patch', 'delete', 'any']).default('any'),
  /** `timeout`: no answer before the client's own time limit (the API's 65 s), then a 504. */
  kind: z.enum(['status', 'network', 'malformed', 'timeout']),
  status: z.number().int().min(400).max(599).default(503),
  /** How many matching requests it hits before it clears itself; 0 means until removed. */
  times: z.number().int().min(0).max(1000).default(0),
});
export type MockFault = z.infer<typeof MockFaultSchema>;

/** Whether a request's path (under /api, without its query) is one a fault's pattern names. */
export function faultPatternMatches(pattern: string, path: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`).test(path);
}
