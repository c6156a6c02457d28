import { z } from 'zod';

export const LatencyProfileSchema = z.enum(['none', 'realistic', 'slow']);
export type LatencyProfile = z.infer<typeof LatencyProfileSchema>;

/** Delay ranges per profile, in ms. `none` is the default so tests stay fast. */
export const LATENCY_MS: Record<LatencyProfile, [number, number]> = {
  none: [0, 0],
  realistic: [80, 350],
  slow: [1500, 3000],
};

export const FaultSchema = z.object({
  /** A route pattern: a path under /api where `*` matches any run of characters, e.g. `/v2/*\/customer*`. */
  pattern: z.string().min(1).max(300),
  method: z.enum(['get', 'post', 'put', 'patch', 'delete', 'any']).default('any'),
  /** `timeout`: no answer before the client's own time limit (the API's 65 s), then a 504. */
  kind: z.enum(['status', 'network', 'malformed', 'timeout']),
  status: z.number().int().min(400).max(599).default(503),
  /** How many matching requests it hits before it clears itself; 0 means until removed. */
  times: z.number().int().min(0).max(1000).default(0),
});
export type Fault = z.infer<typeof FaultSchema>;

export function patternMatches(pattern: string, path: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`).test(path);
}
