import { PROVIDER_GST_NUMBER, type InvoiceInputs } from '@portal/shared';
import type { Tables } from '../db/schema';
import { billPaymentsOf } from './accounts';

const NANOS = 1_000_000;

/**
 * The bill of a customer whose service is fibre alone (no postpay mobile): monthly periods from the day the first
 * fibre service was ordered, each charging the fibre plan once the service is active ("charged monthly on your
 * account's bill"), less what was paid against the bill. None for a customer without a live fibre service.
 */
export function fibreBillInputs(db: Tables, customerUUID: string, nowMs: number): InvoiceInputs | undefined {
  const services = db.ufbProducts
    .where((p) => p.CustomerUUID === customerUUID && p.DeletedAtNanos === null)
    .filter((p) => !p.Timeline.some((s) => s.State === 'cancelled' && s.AtNanos / NANOS <= nowMs))
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
  const first = services[0];
  if (!first) return undefined;
  const plans = services.flatMap((service) => {
    const active = service.Timeline.find((s) => s.State === 'active');
    const plan = db.ufbPlans.find(service.PlanUUID);
    return active && plan
      ? [{ FromMs: active.AtNanos / NANOS, Description: plan.Name, RateCents: plan.Cents }]
      : [];
  });
  return {
    billingReference: first.BillingReference,
    mobileProductUUID: first.UUID,
    gstNumber: PROVIDER_GST_NUMBER,
    cycles: [{ FromMs: first.CreatedAtNanos / NANOS, Frequency: 'MONTHLY' }],
    plans: plans.sort((a, b) => a.FromMs - b.FromMs),
    oneOff: [],
    payments: billPaymentsOf(db, customerUUID),
    voided: [],
    nowMs,
  };
}
