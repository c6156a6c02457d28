import type { DeliveryEstimate } from '../entities/shop-order';
import { addDays, nzDate, workingDaysFrom } from './nz-time';

/** A SIM ordered now arrives within 3 to 7 working days (NZ calendar, weekends skipped, today not counted). */
export const SIM_DELIVERY_WORKING_DAYS = { from: 3, to: 7 } as const;

export function simDeliveryEstimate(nowMs: number): DeliveryEstimate {
  const days = workingDaysFrom(addDays(nzDate(nowMs), 1), SIM_DELIVERY_WORKING_DAYS.to);
  return {
    From: days[SIM_DELIVERY_WORKING_DAYS.from - 1] as string,
    To: days[SIM_DELIVERY_WORKING_DAYS.to - 1] as string,
  };
}
