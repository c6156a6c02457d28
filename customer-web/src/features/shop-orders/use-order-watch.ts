import { useQueryClient } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { chooseBroadbandProduct } from '../../lib/broadband-products';
import type { PurchasedSummary } from '../../lib/completed-purchase';
import { realWaiter, watchBroadbandOrder, type WatchEnd, type WatchStep } from './watch-order';

export interface WatchState {
  step: WatchStep;
  /** When the current step's polling started (for elapsed time against its limit). */
  stepStartedAtMs: number;
  end?: WatchEnd;
}

/**
 * Runs the polling of a broadband purchase while the page is open. It counts from the purchase, so a reload
 * resumes where it was; after a time-out "check again" starts a new three minutes.
 */
export function useOrderWatch(summary: PurchasedSummary) {
  const queryClient = useQueryClient();
  // The summary is read afresh on every render: the watch depends on its values, so a render does not restart it.
  const kind = summary.broadband?.kind;
  const orderUUID = summary.broadband?.orderUUID;
  const productUUID = summary.broadband?.productUUID;
  const { customerUUID: customer, number } = summary;
  const [startedAtMs, setStartedAtMs] = useState(summary.completedAtMs);
  const [state, setState] = useState<WatchState>({ step: 'order', stepStartedAtMs: startedAtMs });
  const retry = useCallback(() => setStartedAtMs(Date.now()), []);

  useEffect(() => {
    if (!kind || !orderUUID) return;
    const abort = new AbortController();
    watchBroadbandOrder(
      { kind, startedAtMs, ...(productUUID ? { productUUID } : {}) },
      {
        waiter: realWaiter,
        signal: abort.signal,
        onStep: (step, at) => setState({ step, stepStartedAtMs: at }),
        readOrder: () =>
          kind === 'FWA'
            ? apiCall(contracts.shopOrders.get, {
                params: { uuid: customer, orderNumber: number },
                signal: abort.signal,
              })
            : apiCall(contracts.shopOrders.fibreOrderStatus, {
                params: { uuid: customer, id: orderUUID },
                signal: abort.signal,
              }),
        readFibreProducts: async () =>
          (
            await apiCall(contracts.shopOrders.fibreProducts, {
              params: { uuid: customer },
              signal: abort.signal,
            })
          ).UFBProducts,
        choose: chooseBroadbandProduct,
      },
    )
      .then((end) => {
        setState((s) => ({ ...s, end }));
        return invalidateContract(queryClient, contracts.shopOrders.get);
      })
      .catch(() => {
        // Leaving the page aborts the polling; nothing to show.
      });
    return () => abort.abort();
  }, [kind, orderUUID, productUUID, customer, number, startedAtMs, queryClient]);

  return { state, retry };
}
