import {
  ADDON_PURCHASE_RETRY_INTERVAL_MS,
  ApiRequestError,
  billingKind,
  contracts,
  ERRORS,
  errorText,
  isCardFailure,
  newIdempotencyKey,
  nextPurchaseStep,
  purchaseChoices,
  type CataloguePlan,
  type MobileProduct,
  type MobilePurchase,
  type PurchaseChoice,
} from '@portal/shared';
import { apiCall } from '../api/client';
import { loadPaymentProvider } from '../payment-provider';

/** How an addon is paid: prepay credit, a saved card (the default when none is named), or a parent billing route. */
export type AddonPayment =
  { by: 'credit' } | { by: 'card'; cardUUID?: string } | { by: 'route'; routeUUID: string };

export interface AddonOrder {
  customerUUID: string;
  product: MobileProduct;
  addon: CataloguePlan;
  payment: AddonPayment;
  /** Renew it at the end of each period (only a renewable addon can). */
  subscribe: boolean;
}

/** A purchase that did not go through: the text to show, and the ways out it offers. */
export class AddonPurchaseError extends Error {
  override readonly name = 'AddonPurchaseError';

  constructor(
    message: string,
    readonly code: string | undefined,
    readonly choices: PurchaseChoice[],
    /** What the card provider said, when the failure is a card's. */
    readonly detail?: string,
  ) {
    super(message);
  }
}

function failure(code: string | undefined, text: string): AddonPurchaseError {
  if (isCardFailure(code)) {
    const detail = text === ERRORS.payment_processing_error ? undefined : text;
    return new AddonPurchaseError(ERRORS.payment_processing_error, code, purchaseChoices(code), detail);
  }
  return new AddonPurchaseError(text, code, purchaseChoices(code));
}

/**
 * One attempt of the purchase. The payment key stays the same for every attempt of one purchase, so a repeated
 * attempt (after the card confirmation, or while pending) completes the payment already made instead of charging
 * again; each request still carries its own Idempotency-Key.
 */
function send(order: AddonOrder, paymentKey: string): Promise<MobilePurchase> {
  const { customerUUID, product, addon, payment, subscribe } = order;
  const availabilityUUID = addon.Availabilities[0]?.UUID ?? addon.UUID;
  const card = payment.by === 'card' && payment.cardUUID ? { PaymentMethodID: payment.cardUUID } : {};
  const route = payment.by === 'route' ? { BillingRouteUUID: payment.routeUUID } : {};
  if (billingKind(product.BillingReference) === 'postpay') {
    return apiCall(contracts.mobilePurchases.postpayAddon, {
      body: {
        AddonAvailabilityUUID: availabilityUUID,
        AddonCatalogEntryUUID: addon.UUID,
        CustomerUUID: customerUUID,
        ProductInstanceUUID: product.UUID,
        Subscribe: subscribe,
        ...card,
        ...route,
        IdempotencyKey: paymentKey,
      },
    });
  }
  const flags = { Subscribe: subscribe, PAYG: product.is_payg, AuthorizeOnly: false };
  if (payment.by === 'credit') {
    return apiCall(contracts.mobilePurchases.prepayAddon, {
      params: { uuid: customerUUID, productUUID: product.UUID, availabilityUUID },
      body: flags,
    });
  }
  return apiCall(contracts.mobilePurchases.prepayAddonInitial, {
    params: { uuid: customerUUID, product: product.UUID, availability: availabilityUUID },
    body: {
      ...flags,
      PaymentMethodGateway: payment.by === 'route' ? 'billing-route' : 'card',
      ...card,
      ...route,
      IdempotencyKey: paymentKey,
    },
  });
}

export interface BuyAddonDeps {
  /** Shows the card issuer's challenge and resolves whether the customer passed it. */
  challenge: () => Promise<boolean>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The card confirmation through the configured provider; a provider or call that fails is a failed purchase. */
async function confirmCard(secret: string, challenge: () => Promise<boolean>) {
  try {
    const provider = await loadPaymentProvider();
    return await provider.confirmPayment(secret, challenge);
  } catch (error) {
    throw failure(error instanceof ApiRequestError ? error.code : undefined, errorText(error));
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buys an addon for a service and resolves with the service as it is now. A card that asks for the issuer's
 * challenge gets it, and the purchase is then completed; a purchase still pending without a challenge is asked
 * again until the retry window has passed. Rejects with AddonPurchaseError.
 */
export async function buyAddon(order: AddonOrder, deps: BuyAddonDeps): Promise<MobileProduct> {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? wait;
  const paymentKey = newIdempotencyKey();
  const started = now();
  let confirmed = false;
  for (;;) {
    let purchase: MobilePurchase;
    try {
      purchase = await send(order, paymentKey);
    } catch (error) {
      throw failure(error instanceof ApiRequestError ? error.code : undefined, errorText(error));
    }
    const step = nextPurchaseStep(purchase, started, now());
    if (step === 'done') return purchase.Product;
    if (step === 'retry') {
      await sleep(ADDON_PURCHASE_RETRY_INTERVAL_MS);
      continue;
    }
    if (step === 'confirm-card' && purchase.ClientSecret && !confirmed) {
      const result = await confirmCard(purchase.ClientSecret, deps.challenge);
      if (!result.ok) throw failure('authentication_failed', result.message);
      confirmed = true;
      continue;
    }
    throw failure(undefined, ERRORS.addon_purchase_failed);
  }
}
