import type { CartItem } from '@portal/shared';

/**
 * The query the return page gets: broadband=true for fixed wireless, with service_type=ufb for fibre, so that
 * a failed payment goes back to the checkout it came from.
 */
export function returnQueryOf(items: readonly Pick<CartItem, 'ServiceType'>[]): string {
  if (items.some((i) => i.ServiceType === 'UFB')) return 'broadband=true&service_type=ufb';
  if (items.some((i) => i.ServiceType === 'FWA')) return 'broadband=true';
  return '';
}

/** The checkout a return query names: checkout-ufb, checkout-fwa or checkout. */
export function checkoutPathOf(query: URLSearchParams): string {
  if (query.get('broadband') !== 'true') return '/eshop/checkout';
  return query.get('service_type') === 'ufb' ? '/eshop/checkout-ufb' : '/eshop/checkout-fwa';
}

/** The absolute address of the return page (the providers need one). */
export function bnplReturnUrl(items: readonly Pick<CartItem, 'ServiceType'>[]): string {
  const query = returnQueryOf(items);
  const path = `${import.meta.env.BASE_URL}eshop/bnpl-return${query ? `?${query}` : ''}`;
  return new URL(path, window.location.origin).toString();
}
