import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contracts, type AddressCreate } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { invalidateContract } from '../../lib/api/query';
import { accountParam, useCustomerUUID } from '../../lib/account';

function useAddressMutation<T>(call: (uuid: string, input: T) => Promise<unknown>) {
  const uuid = useCustomerUUID();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => call(accountParam(uuid), input),
    onSuccess: () => invalidateContract(queryClient, contracts.addresses.list, { uuid }),
  });
}

/** POST .../address: a new delivery address at a chosen location. */
export const useAddAddress = () =>
  useAddressMutation((uuid, body: AddressCreate) =>
    apiCall(contracts.addresses.create, { params: { uuid }, body }),
  );

/** PUT .../address/{id} with Rank 1: the default address. */
export const useMakeDefaultAddress = () =>
  useAddressMutation((uuid, addressUuid: string) =>
    apiCall(contracts.addresses.update, { params: { uuid, addressUuid }, body: { Rank: 1 } }),
  );

/** DELETE .../address/{id}. */
export const useRemoveAddress = () =>
  useAddressMutation((uuid, addressUuid: string) =>
    apiCall(contracts.addresses.remove, { params: { uuid, addressUuid } }),
  );
