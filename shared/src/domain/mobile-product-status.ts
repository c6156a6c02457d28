/*
 * The mobile product status rules: status 2 is pre-activated, 4 active, above 4 not active, below 4 not
 * activated; a product without a BillingReference is not activated either; an active product bills as prepay
 * when its BillingReference starts with prepay or payg, postpay when it starts with postpay.
 */

export const PRODUCT_STATUS = { preActivated: 2, active: 4 } as const;

export type ProductState = 'pre-activated' | 'active' | 'not-active' | 'not-activated';

export type ServiceType = 'prepay' | 'postpay' | 'Not Activated' | 'Not Active';

interface StatusFields {
  Status: number;
  BillingReference?: string | null;
}

/** The state a status number stands for (pre-activated is also not activated). */
export function productState(status: number): ProductState {
  if (status === PRODUCT_STATUS.preActivated) return 'pre-activated';
  if (status === PRODUCT_STATUS.active) return 'active';
  return status > PRODUCT_STATUS.active ? 'not-active' : 'not-activated';
}

/** How a BillingReference bills: prepay (prepay or payg prefix), postpay, or neither. */
export function billingKind(reference: string | null | undefined): 'prepay' | 'postpay' | undefined {
  const ref = (reference ?? '').toLowerCase();
  if (ref.startsWith('prepay') || ref.startsWith('payg')) return 'prepay';
  if (ref.startsWith('postpay')) return 'postpay';
  return undefined;
}

export const isPaygReference = (reference: string | null | undefined) =>
  (reference ?? '').toLowerCase().startsWith('payg');

/** Active and billed: status 4 with a BillingReference. */
export function isProductActivated(product: StatusFields): boolean {
  return productState(product.Status) === 'active' && !!product.BillingReference;
}

/** The service type of a mobile product. */
export function serviceType(product: StatusFields): ServiceType {
  if (!product.BillingReference) return 'Not Activated';
  const state = productState(product.Status);
  if (state === 'not-active') return 'Not Active';
  if (state !== 'active') return 'Not Activated';
  return billingKind(product.BillingReference) ?? 'Not Activated';
}

/**
 * The product the portal works on: the chosen one while it is still among the account's products and activated
 * in some way, else the first whose service type is not "Not Activated".
 */
export function currentProduct<P extends StatusFields & { UUID: string }>(
  products: readonly P[],
  chosenUUID?: string | null,
): P | undefined {
  const usable = (p: P) => serviceType(p) !== 'Not Activated';
  const chosen = chosenUUID ? products.find((p) => p.UUID === chosenUUID) : undefined;
  if (chosen && usable(chosen)) return chosen;
  return products.find(usable);
}

/** Onboarding is finished for a product that is active, billed and has an addon. */
export function isOnboardingActivated(product: StatusFields & { Addons: readonly unknown[] }): boolean {
  return isProductActivated(product) && product.Addons.length > 0;
}
