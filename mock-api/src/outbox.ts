import { normaliseNzMobile, type OutboxMessage } from '@portal/shared';
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

/**
 * One recipient however it is written: a mobile number in any of its forms ("64211234502", "+64 21 123 4502",
 * "021 123 4502") as its national form, an email address without regard to case.
 */
export function recipientKey(to: string): string {
  const trimmed = to.trim();
  return normaliseNzMobile(/^64\d/.test(trimmed) ? `+${trimmed}` : trimmed) ?? trimmed.toLowerCase();
}

/** Newest first; optionally only those to one address or number. */
export function outboxFor(ctx: MockContext, to?: string): OutboxMessage[] {
  const key = to === undefined ? undefined : recipientKey(to);
  const all = key ? ctx.db.outbox.where((m) => recipientKey(m.To) === key) : ctx.db.outbox.all();
  return [...all].sort((a, b) => b.SentAtNanos - a.SentAtNanos);
}
