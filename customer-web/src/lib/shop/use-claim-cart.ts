import { useEffect, useRef } from 'react';
import { useCustomerUUID } from '../account';
import { useCart, useSaveCart } from './use-cart';

/**
 * Once a shopper signs in, the cart they filled signed out becomes their customer's cart (saved with the
 * CustomerUUID), so it follows them to checkout.
 */
export function useClaimCart() {
  const customerUUID = useCustomerUUID();
  const { data: cart } = useCart();
  const save = useSaveCart();
  const claimed = useRef<string | undefined>(undefined);
  const unclaimed = customerUUID && cart && !cart.CustomerUUID ? cart.UUID : undefined;
  const { mutate } = save;
  useEffect(() => {
    // Once per cart: a refused claim (the cart gone) is not tried again and again.
    if (!unclaimed || claimed.current === unclaimed) return;
    claimed.current = unclaimed;
    mutate((items) => items);
  }, [unclaimed, mutate]);
}
