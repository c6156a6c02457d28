import { z } from 'zod';

export const LatencyProfileSchema = z.enum(['none', 'realistic', 'slow']);
export type LatencyProfile = z.infer<typeof LatencyProfileSchema>;

/** Delay ranges per profile, in ms. `none` is the default so tests stay fast. */
export const LATENCY_MS: Record<LatencyProfile, [number, number]> = {
  none: [0, 0],
  realistic: [80, 350],
  slow: [1500, 3000],
};
