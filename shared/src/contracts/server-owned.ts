import type { z } from 'zod';
import type { ContractDef } from './define';

/**
 * Fields the server sets and a caller never may (mass assignment): ids, the owner of a record, account state,
 * verification, roles, money the server computes, and the record's own times. Body schemas are plain objects,
 * which drop keys they do not name, so such a field sent by a caller is ignored, as long as no body schema names
 * it; the contract test holds every body to that.
 */
export const SERVER_OWNED_FIELDS = [
  'id',
  'UUID',
  'LoginUUID',
  'CustomerUUIDs',
  'OwnerUUID',
  'AuthorUUID',
  'AccountState',
  'EmailVerified',
  'Roles',
  'roles',
  'Balance',
  'BalanceCents',
  'SpentCents',
  'RemainingSpendLimit',
  'OrderNumber',
  'CreatedAtNanos',
  'UpdatedAtNanos',
  'Timeline',
] as const;

/** Server-owned fields a body names on purpose, by contract id, each with its reason. */
export const SERVER_OWNED_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // A signed-out shopper's cart is known only by the id the browser made for it, so the body carries it.
  'shopCart.save': ['UUID'],
  // Checkout names the cart it pays for by that same id.
  'shopCheckout.checkout': ['UUID'],
  // The older carts and checkouts send the cart itself, named by that id, as the v3 cart does.
  'shopCart.saveV1': ['UUID'],
  'shopCart.fibreCartV2': ['UUID'],
  'shopCart.ufbCart': ['UUID'],
  'shopCheckout.checkoutV1': ['UUID'],
  'shopCheckout.fibreCheckoutV2': ['UUID'],
  // The older fibre plan change names the service it changes by its id, as the fixed-wireless one does.
  'shopOrders.ufbChangePlan': ['UUID'],
  // The postpay balance names the service it is asked for by its id, as the call is specified; it makes no record.
  'invoices.postpayBalance': ['UUID'],
  // Expire names the invite it expires, as the approval action does; it makes no record.
  'legacy.expireApproval': ['UUID'],
  // The fixed-wireless plan change names the service it changes by its id, as the call is specified; it makes no record.
  'broadbandServices.fwaChangePlan': ['UUID'],
  // An invite is answered or cancelled by naming it, as the approval action is specified; it makes no record.
  'groups.approvalAction': ['UUID'],
};

/** The top-level fields a contract's body names (none when the body is not an object). */
export function bodyFields(contract: ContractDef): string[] {
  const body = contract.body as z.ZodType | undefined;
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** The server-owned fields a contract's body would accept from a caller. */
export function serverOwnedFieldsOf(contract: ContractDef): string[] {
  const allowed = SERVER_OWNED_ALLOWED[contract.id] ?? [];
  return bodyFields(contract).filter(
    (f) => (SERVER_OWNED_FIELDS as readonly string[]).includes(f) && !allowed.includes(f),
  );
}
