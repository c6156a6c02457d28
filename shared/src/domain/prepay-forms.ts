import { z } from 'zod';
import { filledText } from './form-rules';
import { amountToCents } from './money';
import { normaliseNzMobile } from './nz-mobile';
import { AUTO_TOP_UP_AMOUNT, AUTO_TOP_UP_DAYS, isVoucherCode, topUpAmountProblem } from './prepay-money';

/*
 * The prepay and guest payment forms as schemas (problems are catalogue codes, worded by the app).
 */

const dollars = z
  .string()
  .refine((v) => /^\s*\d+(\.\d{1,2})?\s*$/.test(v), 'top_up_not_cents')
  .transform((v) => amountToCents(v.trim()));

/** A top-up amount typed in dollars ("10" or "12.50"): $1.00 at least. */
export const topUpAmountForm = z.object({
  amount: dollars.superRefine((cents, ctx) => {
    const problem = topUpAmountProblem(cents);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export const voucherForm = z.object({ code: z.string().refine(isVoucherCode, 'voucher_code_shape') });

export const promoCodeForm = z.object({ code: filledText() });

const wholeIn = (range: { min: number; max: number }, problem: string) =>
  z
    .string()
    .refine((v) => /^\s*\d+\s*$/.test(v) && Number(v) >= range.min && Number(v) <= range.max, problem)
    .transform(Number);

export const autoTopUpForm = z.object({
  amount: wholeIn(AUTO_TOP_UP_AMOUNT, 'auto_top_up_amount'),
  days: wholeIn(AUTO_TOP_UP_DAYS, 'auto_top_up_days'),
  type: z.enum(['days', 'balance']),
  status: z.enum(['on', 'off']),
});

/** Anonymous recharge: a New Zealand mobile number and an amount. */
export const guestRechargeForm = z.object({
  number: filledText().refine((v) => !!normaliseNzMobile(v), 'not_valid_mobile_number'),
});

/** Anonymous bill payment: an invoice number (INV…) or an account number. */
export const guestBillForm = z.object({ lookup: filledText() });
