import { useMutation, useQuery } from '@tanstack/react-query';
import {
  contracts,
  ERRORS,
  isFinalGuestStatus,
  newIdempotencyKey,
  type GuestOrder,
  type SimulatedCard,
} from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import { pollWhileAnswering } from '../../lib/api/poll';

/** What the visitor gave: a mobile number (recharge) or an invoice or account number (bill payment). */
export interface GuestLookup {
  MSISDN?: string;
  LookupID?: string;
}

export function useGuestValidate() {
  return useMutation({
    mutationFn: (input: GuestLookup & { UserToken: string }) =>
      apiCall(contracts.guest.validate, { body: input, anonymous: true }),
  });
}

/**
 * Starts a top-up or a payment and pays it with the visitor's card; "No Data" when the start answers nothing. A
 * card that asks for the issuer's challenge gets it through `challenge`, and the answer goes back with the card.
 */
export function useGuestCardPayment(challenge: () => Promise<boolean>) {
  return useMutation({
    mutationFn: async (input: { lookup: GuestLookup; token: string; cents: number; card: SimulatedCard }) => {
      const order: GuestOrder | undefined = input.lookup.MSISDN
        ? await apiCall(contracts.guest.topUp, {
            body: { Amount: input.cents, MSISDN: input.lookup.MSISDN, ResponseToken: input.token },
            idempotencyKey: newIdempotencyKey(),
            anonymous: true,
          })
        : await apiCall(contracts.guest.payment, {
            body: { Amount: input.cents, LookupID: input.lookup.LookupID ?? '', ResponseToken: input.token },
            idempotencyKey: newIdempotencyKey(),
            anonymous: true,
          });
      if (!order?.ClientSecret || !order.OrderID) throw new Error(ERRORS.no_data);
      const payByCard = (Authentication?: 'pass' | 'fail') =>
        apiCall(contracts.guest.payByCard, {
          body: {
            ClientSecret: order.ClientSecret,
            Card: input.card,
            ...(Authentication && { Authentication }),
          },
          idempotencyKey: newIdempotencyKey(),
          anonymous: true,
        });
      const first = await payByCard();
      if (first.Status === 'ACTION_REQUIRED') await payByCard((await challenge()) ? 'pass' : 'fail');
      return order.OrderID;
    },
  });
}

export function useGuestRedeem() {
  return useMutation({
    mutationFn: (input: { lookup: GuestLookup; token: string; code: string }) =>
      apiCall(contracts.guest.redeem, {
        body: { Code: input.code, ...input.lookup, ResponseToken: input.token },
        idempotencyKey: newIdempotencyKey(),
        anonymous: true,
      }),
  });
}

/** The purchase's status, polled every second until it is final. */
export function useGuestPurchase(orderID: string | undefined, lookup: GuestLookup) {
  return useQuery({
    ...queryOf(contracts.guest.purchase, {
      params: { order: orderID },
      query: { OrderID: orderID ?? '', ...lookup },
      anonymous: true,
    }),
    refetchInterval: pollWhileAnswering((q) =>
      q.state.data && isFinalGuestStatus(q.state.data.Status) ? false : 1000,
    ),
  });
}
