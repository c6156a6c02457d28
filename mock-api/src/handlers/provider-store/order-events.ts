import {
  formatNzTime,
  formatNzWeekdayDay,
  NANOS_PER_MS,
  type Actor,
  type Appointment,
  type FieldChange,
  type OrderEvent,
} from '@portal/shared';
import type { MockContext } from '../../context';
import type { Session } from '../../http/session';
import { nowNanos, operatorName } from './common';

/** The operator signed in, as the history names them. */
export const operatorActor = (session: Session): Actor => ({
  Kind: 'operator',
  Name: operatorName(session),
  UUID: session.login.UUID,
});

/** An order's customer, as the history names them when they book or order in the shop. */
export const customerActor = (
  kind: 'customer' | 'shop',
  order: { CustomerName: string; CustomerUUID: string },
) => ({
  Kind: kind,
  Name: order.CustomerName,
  UUID: order.CustomerUUID,
});

/** An appointment's window as the history writes it: "Mon 30-11-2026 08:00–10:00". */
export function windowText(a: Pick<Appointment, 'StartNanos' | 'EndNanos'>): string {
  const start = Math.round(a.StartNanos / NANOS_PER_MS);
  return `${formatNzWeekdayDay(start)} ${formatNzTime(start)}–${formatNzTime(Math.round(a.EndNanos / NANOS_PER_MS))}`;
}

/** Keeps what happened to an order, at the clock's instant. */
export async function recordOrderEvent(
  ctx: MockContext,
  orderUUID: string,
  event: { Kind: OrderEvent['Kind']; Actor: Actor; Text?: string; Changes?: FieldChange[] },
): Promise<void> {
  await ctx.db.orderEvents.insert({
    UUID: crypto.randomUUID(),
    OrderUUID: orderUUID,
    Kind: event.Kind,
    AtNanos: nowNanos(ctx),
    Actor: event.Actor,
    Text: event.Text ?? '',
    Changes: event.Changes ?? [],
  });
}

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The fields an edit changed, each with its old and new value; nested objects (the address, the contact) name
 * their field as `Address.Suburb`.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = '',
): FieldChange[] {
  return Object.keys(after).flatMap((key) => {
    const old = before[key];
    const now = after[key];
    if (now && typeof now === 'object' && old && typeof old === 'object') {
      return fieldChanges(old as Record<string, unknown>, now as Record<string, unknown>, `${prefix}${key}.`);
    }
    return asText(old) === asText(now)
      ? []
      : [{ Field: `${prefix}${key}`, Old: asText(old), New: asText(now) }];
  });
}
