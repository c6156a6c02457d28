import { BroadbandFlowSchema, type BroadbandFlow } from '@portal/shared';

/** A flow kept in the browser counts only when it still has the flow's shape (another version may have kept it). */
export const checkKeptFlow = (kept: unknown): BroadbandFlow | undefined => {
  const parsed = BroadbandFlowSchema.safeParse(kept);
  return parsed.success ? parsed.data : undefined;
};
