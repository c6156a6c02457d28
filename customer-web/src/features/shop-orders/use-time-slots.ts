import { useQuery } from '@tanstack/react-query';
import { contracts, contractKey, FIBRE_INSTALL_VISIT, type OrderProvisioning } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { useCustomerUUID } from '../../lib/account';

/** The installation times the order can book: fibre and fixed wireless each by their own call. */
export function useTimeSlots(provisioning: OrderProvisioning) {
  const customerUUID = useCustomerUUID();
  const fibre = provisioning.Kind === 'UFB';
  const contract = fibre ? contracts.shopOrders.fibreTimeSlots : contracts.shopOrders.fwaTimeSlots;
  return useQuery({
    queryKey: contractKey(contract, { params: { id: provisioning.OrderUUID }, query: { customerUUID } }),
    queryFn: async ({ signal }) => {
      const CustomerUUID = customerUUID as string;
      const answer = fibre
        ? await apiCall(contracts.shopOrders.fibreTimeSlots, {
            params: { id: provisioning.OrderUUID },
            query: {
              VisitType: FIBRE_INSTALL_VISIT,
              CustomerUUID,
              ...(provisioning.ProductUUID ? { ProductUUID: provisioning.ProductUUID } : {}),
            },
            signal,
          })
        : await apiCall(contracts.shopOrders.fwaTimeSlots, {
            params: { uuid: provisioning.OrderUUID },
            query: { CustomerUUID, OrderUUID: provisioning.OrderUUID },
            signal,
          });
      return answer.AvailableTimeSlots;
    },
    enabled: !!customerUUID && provisioning.Bookable,
  });
}
