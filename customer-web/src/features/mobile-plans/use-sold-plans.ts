import { availablePlanKinds, type CataloguePlan } from '@portal/shared';
import { useFlags } from '../../lib/flags';
import { useCataloguePlans } from './use-catalogue-plans';

/** Every catalogue entry of the kinds the build sells (`available_plans`), postpay first. */
export function useSoldPlans(): { plans: CataloguePlan[]; isPending: boolean } {
  const { flags } = useFlags();
  const kinds: string[] = availablePlanKinds(flags);
  const postpay = useCataloguePlans('postpay');
  const prepay = useCataloguePlans('prepay');
  return {
    isPending: postpay.isPending || prepay.isPending,
    plans: [
      ...(kinds.includes('postpay') ? (postpay.data ?? []) : []),
      ...(kinds.includes('prepay') ? (prepay.data ?? []) : []),
    ],
  };
}
