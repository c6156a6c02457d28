import { z } from 'zod';
import { FlagProfileSchema, FlagsSchema } from '../flags';

export const RemoteConfigSchema = z.object({
  Profile: FlagProfileSchema,
  Flags: FlagsSchema,
  /** The client fetches again no sooner than this (60 s). */
  MinimumFetchIntervalMs: z.number().int(),
});
export type RemoteConfig = z.infer<typeof RemoteConfigSchema>;
