import type { OutboxMessage } from '@portal/shared';
import type { MockContext } from './context';

/** "Sends" a mail or SMS: it lands in the outbox the control API and the dev toolbar show. */
export async function sendMessage(
  ctx: MockContext,
  message: Omit<OutboxMessage, 'UUID' | 'SentAtNanos'>,
): Promise<OutboxMessage> {
  return ctx.db.outbox.insert({
    ...message,
    UUID: crypto.randomUUID(),
    SentAtNanos: ctx.sim.clock.nowNanos(),
  });
}

/** Newest first; optionally only those to one address or number. */
export function outboxFor(ctx: MockContext, to?: string): OutboxMessage[] {
  const all = to ? ctx.db.outbox.where((m) => m.To.toLowerCase() === to.toLowerCase()) : ctx.db.outbox.all();
  return [...all].sort((a, b) => b.SentAtNanos - a.SentAtNanos);
}
