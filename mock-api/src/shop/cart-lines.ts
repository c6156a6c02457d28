import { cartItemKind, type PurchasedLine, type ShopCart } from '@portal/shared';

/** The purchase lines of a cart, with what each service needs: the fibre plan and address, a SIM's plan. */
export function purchasedLines(cart: ShopCart): PurchasedLine[] {
  // The delivery contact, when the shopper gave one, is who the installer calls; otherwise the customer is.
  const given = cart.Address;
  const siteContact =
    given && (given.Name || given.Phone || given.Email)
      ? {
          ...(given.Name ? { Name: given.Name } : {}),
          ...(given.Phone ? { Phone: given.Phone } : {}),
          ...(given.Email ? { Email: given.Email } : {}),
        }
      : undefined;
  const mobilePlan = cart.Items.find((i) => i.ServiceType === 'MOBILE' && cartItemKind(i) === 'plan');
  return cart.Items.filter((i) => i.Quantity > 0).map((item) => {
    const ufb = item.Attributes.UFBAttributes;
    const kind = cartItemKind(item);
    const address = ufb?.ServiceAddress ?? (cart.Address?.Formatted || undefined);
    const catalogUUID =
      item.Attributes.MobileProductCatalogUUID ??
      (kind === 'plan' ? item.ItemUUID : kind === 'sim' ? mobilePlan?.ItemUUID : undefined);
    return {
      ServiceType: item.ServiceType,
      Type: item.Type,
      VirtualType: item.VirtualType,
      ...(item.PhysicalType ? { PhysicalType: item.PhysicalType } : {}),
      ItemUUID: item.ItemUUID,
      Name: item.Name,
      Quantity: item.Quantity,
      PriceCents: item.PriceCents,
      Attributes: { ...item.Attributes, ...(address ? { ServiceAddress: address } : {}) },
      ...(catalogUUID && item.ServiceType === 'MOBILE' ? { ProductCatalogUUID: catalogUUID } : {}),
      ...(item.Attributes.MobileProductAvailabilityUUID
        ? { ProductAvailabilityUUID: item.Attributes.MobileProductAvailabilityUUID }
        : {}),
      ...(item.ServiceType === 'UFB' && kind === 'broadband-plan' ? { UFBPlanUUID: item.ItemUUID } : {}),
      ...(address && item.ServiceType !== 'MOBILE' ? { ServiceAddress: address } : {}),
      ...(ufb?.OrderType === 'TransferPrimary' ? { OrderType: 'TransferPrimary' as const } : {}),
      ...(ufb?.PrequalUUID ? { PrequalUUID: ufb.PrequalUUID } : {}),
      ...(ufb?.RSFDate !== undefined ? { RSFDate: ufb.RSFDate } : {}),
      ...(cart.Address?.LocationProviderIDX ? { LocationProviderIDX: cart.Address.LocationProviderIDX } : {}),
      ...(siteContact ? { SiteContact: siteContact } : {}),
    };
  });
}
