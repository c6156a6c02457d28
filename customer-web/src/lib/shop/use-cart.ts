import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contracts,
  SPID,
  type CartAddress,
  type CartItem,
  type CartItemInput,
  type ShopCart,
  randomUuid,
} from '@portal/shared';
import { useCustomerUUID } from '../account';
import { apiCall } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { queryOf } from '../api/query';
import { cartId, useCartId } from './cart-id';

const cartQuery = (uuid: string | undefined) => queryOf(contracts.shopCart.get, { params: { uuid } });

/** The shopper's cart; none until something is put in it. A cart gone (or claimed elsewhere) starts afresh. */
export function useCart() {
  const uuid = useCartId();
  const query = useQuery({ ...cartQuery(uuid), retry: false });
  const gone = query.error instanceof ApiRequestError && query.error.status === 404;
  useEffect(() => {
    if (gone) cartId.set(undefined);
  }, [gone]);
  return query;
}

/** What an item of the cart asks for, to send back with a change. */
export function asInput(item: CartItem): CartItemInput {
  return {
    ItemUUID: item.ItemUUID,
    Type: item.Type,
    VirtualType: item.VirtualType,
    ...(item.PhysicalType ? { PhysicalType: item.PhysicalType } : {}),
    ServiceType: item.ServiceType,
    Quantity: item.Quantity,
    SelfManaged: item.SelfManaged,
    Attributes: item.Attributes,
  };
}

/** Saves the cart changed by `edit` (from its items as they are); signed in, the cart is the customer's. */
export function useSaveCart() {
  const queryClient = useQueryClient();
  const customerUUID = useCustomerUUID();
  return useMutation({
    mutationFn: async (edit: (items: CartItemInput[]) => CartItemInput[]) => {
      // A new cart's id is kept only once the cart is saved, so nothing reads a cart that is not there yet.
      const uuid = cartId.get() ?? randomUuid();
      const current = queryClient.getQueryData<ShopCart>(cartQuery(uuid).queryKey);
      return apiCall(contracts.shopCart.save, {
        body: {
          SPID,
          UUID: uuid,
          ...(customerUUID ? { CustomerUUID: customerUUID } : {}),
          Items: edit((current?.Items ?? []).map(asInput)),
        },
      });
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(cartQuery(cart.UUID).queryKey, cart);
      cartId.set(cart.UUID);
    },
  });
}

export const cartCount = (cart: ShopCart | undefined) =>
  (cart?.Items ?? []).reduce((sum, item) => sum + item.Quantity, 0);

/** Saves where the cart's products are delivered, with the cart's items as they are: the order is placed from it. */
export function useSaveCartAddress() {
  const queryClient = useQueryClient();
  const customerUUID = useCustomerUUID();
  return useMutation({
    mutationFn: async ({ cart, address }: { cart: ShopCart; address: CartAddress }) =>
      apiCall(contracts.shopCart.save, {
        body: {
          SPID,
          UUID: cart.UUID,
          ...(customerUUID ? { CustomerUUID: customerUUID } : {}),
          Address: address,
          Items: cart.Items.map(asInput),
        },
      }),
    onSuccess: (saved) => queryClient.setQueryData(cartQuery(saved.UUID).queryKey, saved),
  });
}
