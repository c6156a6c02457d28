import type { UseQueryResult } from '@tanstack/react-query';
import type { BroadbandPlan, PlanChangeMode } from '@portal/shared';
import type { Network } from './broadband-nav';
import { useChangeFibrePlan } from './use-change-fibre-plan';
import { useChangeFwaPlan } from './use-change-fwa-plan';
import { useFibreProducts } from './use-fibre-products';
import { useFibreServicePlans } from './use-fibre-service-plans';
import { useFwaProducts } from './use-fwa-products';
import { useFwaServicePlans } from './use-fwa-service-plans';

/** What a change-of-plan screen needs of a broadband service, whatever its network. */
export interface PlanChange {
  /** The service, once read; undefined while reading, when the read failed or when it is not the account's. */
  service?: { planName: string; address: string; suspended: boolean };
  /** The read of the account's services of this network, which the service is found in. */
  services: Pick<UseQueryResult<unknown>, 'isPending' | 'error' | 'refetch'>;
  plans: UseQueryResult<BroadbandPlan[]>;
  /** Changes the plan; answers the plan in force and when a scheduled one starts. */
  change: (c: {
    planUUID: string;
    mode: PlanChangeMode;
  }) => Promise<{ planName: string; scheduledFromNanos?: number }>;
}

/** The plan in force after a change, and when the one chosen for later starts. */
const outcomeOf = (changed: { PlanName: string; ScheduledPlan?: { FromNanos: number } }) => ({
  planName: changed.PlanName,
  ...(changed.ScheduledPlan ? { scheduledFromNanos: changed.ScheduledPlan.FromNanos } : {}),
});

function useFibrePlanChange(id: string): PlanChange {
  const products = useFibreProducts();
  const plans = useFibreServicePlans(id);
  const change = useChangeFibrePlan(id);
  const product = products.data?.find((p) => p.UUID === id);
  return {
    ...(product && {
      service: {
        planName: product.PlanName,
        address: product.Address.Formatted,
        suspended: product.State === 'suspended',
      },
    }),
    services: products,
    plans,
    change: async (c) => outcomeOf(await change.mutateAsync(c)),
  };
}

function useFwaPlanChange(id: string): PlanChange {
  const products = useFwaProducts();
  const plans = useFwaServicePlans(id);
  const change = useChangeFwaPlan(id);
  const product = products.data?.find((p) => p.UUID === id);
  return {
    ...(product && {
      service: { planName: product.PlanName, address: product.ServiceAddress, suspended: product.Suspended },
    }),
    services: products,
    plans,
    change: async (c) => outcomeOf(await change.mutateAsync(c)),
  };
}

/** The change of plan of a service of this network (each route has one network, so the hooks stay the same). */
export const usePlanChange = (network: Network, id: string): PlanChange =>
  (network === 'ufb' ? useFibrePlanChange : useFwaPlanChange)(id);
