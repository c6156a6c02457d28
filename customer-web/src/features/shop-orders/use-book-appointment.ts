import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type OrderProvisioning, type TimeSlot } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

/** Books a time for the order's installation; the orders and the free times are read again. */
export function useBookAppointment(provisioning: OrderProvisioning) {
  const queryClient = useQueryClient();
  const customerUUID = useCustomerUUID();
  return useMutation({
    mutationFn: (slot: TimeSlot) =>
      provisioning.Kind === 'UFB'
        ? apiCall(contracts.shopOrders.fibreBook, {
            params: { id: provisioning.OrderUUID },
            body: {
              CustomerUUID: accountParam(customerUUID),
              ProductUUID: provisioning.ProductUUID ?? '',
              Appointments: [{ StartNanos: slot.StartNanos, Mode: slot.Mode }],
            },
          })
        : apiCall(contracts.shopOrders.fwaBook, {
            params: { uuid: provisioning.OrderUUID },
            body: { CustomerUUID: accountParam(customerUUID), StartNanos: slot.StartNanos, Mode: slot.Mode },
          }),
    onSettled: () =>
      Promise.all([
        invalidateContract(queryClient, contracts.shopOrders.list),
        invalidateContract(queryClient, contracts.shopOrders.get),
        invalidateContract(queryClient, contracts.shopOrders.fibreTimeSlots),
        invalidateContract(queryClient, contracts.shopOrders.fwaTimeSlots),
      ]),
  });
}
