import { CLIENT_EVENTS_KEPT, type ClientEvent, type StoredClientEvent } from '@portal/shared';
import type { MockContext } from './context';

/** Newest first. */
export function latestClientEvents(ctx: MockContext, limit = CLIENT_EVENTS_KEPT): StoredClientEvent[] {
  // Reversed first: the sort is stable, so of two reports stamped alike the later one stays first.
  return [...ctx.db.clientEvents.all()]
    .reverse()
    .sort((a, b) => b.ReceivedAtNanos - a.ReceivedAtNanos)
    .slice(0, limit);
}

/** Keeps a report from the portal; only the newest are kept, so a page that keeps failing cannot fill the store. */
export async function keepClientEvent(ctx: MockContext, event: ClientEvent): Promise<void> {
  const kept = latestClientEvents(ctx);
  // Reports within the same instant still keep their order. Nanosecond times are beyond a double's exact range
  // (steps of 256 ns today), so the next report is stamped a microsecond later, not a nanosecond.
  const at = Math.max(ctx.sim.clock.nowNanos(), (kept[0]?.ReceivedAtNanos ?? -1000) + 1000);
  await ctx.db.clientEvents.insert({ ...event, UUID: crypto.randomUUID(), ReceivedAtNanos: at });
  const dropped = new Set(kept.slice(CLIENT_EVENTS_KEPT - 1).map((e) => e.UUID));
  if (dropped.size) ctx.db.clientEvents.removeWhere((e) => dropped.has(e.UUID));
}
