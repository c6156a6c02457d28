import {
  fibreOrderType,
  modemOrderType,
  requireFibrePlanUuid,
  type BroadbandFlow,
  type CartItemInput,
  type NetworkType,
} from '@portal/shared';

const NANOS_PER_MS = 1_000_000;

/** The cart lines of a broadband choice: the plan with its fibre attributes, and the modem if one was chosen. */
export function broadbandCartItems(
  flow: BroadbandFlow,
  network: NetworkType,
  nowMs: number,
): CartItemInput[] {
  const planUuid = requireFibrePlanUuid(flow.plan?.ID);
  const transfer = flow.transfer;
  const ufb = (orderType: ReturnType<typeof fibreOrderType>) => ({
    ...(flow.serviceAvailability?.PrequalUUID ? { PrequalUUID: flow.serviceAvailability.PrequalUUID } : {}),
    ServiceType: 'Managed' as const,
    OrderType: orderType,
    RSFDate: flow.rsf?.StartTimeNanos ?? nowMs * NANOS_PER_MS,
    ...(flow.location ? { ServiceAddress: flow.location.Formatted } : {}),
    ...(transfer?.required
      ? {
          TransferFrom: {
            Provider: transfer.Provider ?? '',
            AccountHolderName: transfer.AccountHolderName ?? '',
            AccountNumber: transfer.AccountNumber ?? '',
            ConnectionID: transfer.ConnectionID ?? '',
          },
        }
      : {}),
  });
  const plan: CartItemInput = {
    ItemUUID: planUuid,
    Type: 'TYPE_VIRTUAL',
    VirtualType: 'VT_PLAN',
    ServiceType: network,
    Quantity: 1,
    Attributes: {
      BillingReference: 'postpay',
      AutoRenew: true,
      CustomerCreation: 'ReuseTheCustomer',
      UFBAttributes: ufb(fibreOrderType(transfer)),
    },
  };
  if (!flow.modem) return [plan];
  const modem: CartItemInput = {
    ItemUUID: flow.modem.ID,
    Type: 'TYPE_PRODUCT',
    VirtualType: 'VT_NONE',
    PhysicalType: 'MODEM',
    ServiceType: network,
    Quantity: 1,
    Attributes: {
      BillingReference: 'postpay',
      AutoRenew: true,
      CustomerCreation: 'AddChildCustomer',
      SetupBillRouting: false,
      SetupMobileGroup: false,
      UFBAttributes: ufb(modemOrderType(transfer)),
    },
  };
  return [plan, modem];
}

/** A new broadband choice replaces an earlier one in the cart; SIMs and mobile plans stay. */
export const withoutBroadband = (items: CartItemInput[]) => items.filter((i) => i.ServiceType === 'MOBILE');
