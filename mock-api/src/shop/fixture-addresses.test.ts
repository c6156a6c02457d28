import { personaCustomerUuid, planTier, planUuid, shopAddresses } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, storeMock } from '../handlers/provider-store/store.test-kit';
import { cardCheckoutBody } from './checkout-body.test-kit';

const m = storeMock();
const ana = personaCustomerUuid('ana');
// Delivery goes to another fixture address than the service, as when a shopper has the router sent to work.
const delivery = shopAddresses[0]?.address;

interface Plan {
  UUID: string;
  Name: string;
  DownloadMbps: number;
}

/** Buys a plan at an address the way the shop does: the search's record, the check's prequalification, a card. */
async function buyAt(formatted: string, idx: string, plan: Plan, prequal: string) {
  const token = await m.tokenOf(CUSTOMER);
  const CART = crypto.randomUUID();
  const saved = await m.raw('POST', '/eshop/v3/cart', {
    token,
    body: {
      SPID: 68,
      UUID: CART,
      CustomerUUID: ana,
      Address: {
        Formatted: delivery?.Formatted,
        LocationProvider: 'LINZ',
        LocationProviderIDX: delivery?.LocationProviderIDX,
      },
      Items: [
        {
          ItemUUID: plan.UUID,
          Type: 'TYPE_VIRTUAL',
          VirtualType: 'VT_PLAN',
          ServiceType: 'UFB',
          Attributes: {
            CustomerCreation: 'ReuseTheCustomer',
            UFBAttributes: { PrequalUUID: prequal, ServiceAddress: formatted },
          },
        },
      ],
    },
  });
  expect(saved.status, `${plan.Name} at ${idx}`).toBe(200);
  const paid = await m.raw('POST', '/eshop/v3/checkout', {
    token,
    body: cardCheckoutBody(CART, ana, `walk-${idx}-${plan.UUID}`),
  });
  expect(paid.body.Status, `${plan.Name} at ${idx}`).toBe('paid');
  return (await m.call('GET', `/UFB_order/${paid.body.Order.Provisioning.OrderUUID}`)).body;
}

describe('every shop address, walked through the shop to the console', () => {
  it('orders each plan offered at a fibre address from that address’s own fibre company, at the plan’s speed', async () => {
    const walked: string[] = [];
    for (const { address, lfc } of shopAddresses.filter((a) => a.lfc)) {
      const found = await m.raw(
        'GET',
        `/broadband/v1/search_address?q=${encodeURIComponent(address.Formatted)}`,
      );
      const hit = found.body.Addresses.find((a: { UUID: string }) => a.UUID === address.UUID);
      expect(hit, address.Formatted).toBeDefined();
      const availability = await m.raw(
        'GET',
        `/broadband/v1/plans?LocationProvider=LINZ&LocationProviderIDX=${hit.LocationProviderIDX}&ProductType=UFB`,
      );
      const plans = availability.body.Plans as Plan[];
      expect(plans.length, address.Formatted).toBeGreaterThan(0);
      for (const plan of plans) {
        const order = await buyAt(
          hit.Formatted,
          hit.LocationProviderIDX,
          plan,
          availability.body.ServiceAvailability.PrequalUUID,
        );
        const product = (await m.call('GET', `/lfc_product/${order.LFCProductUUID}`)).body;
        expect({ lfc: order.LFC, plan: order.PlanUUID, address: order.Address.Formatted }).toEqual({
          lfc,
          plan: plan.UUID,
          address: address.Formatted,
        });
        expect({ lfc: product.LFC, mbps: product.DownloadMbps }).toEqual({
          lfc,
          mbps: planTier(plan.DownloadMbps),
        });
        walked.push(`${address.LocationProviderIDX} ${plan.Name}`);
      }
    }
    expect(walked).toContain('shop-enable Fibre Fast');
  }, 60_000);

  it('offers no fibre where no fibre company reaches, and only the speeds the company sells where one does', async () => {
    for (const { address, lfc } of shopAddresses) {
      const { body } = await m.raw(
        'GET',
        `/broadband/v1/plans?LocationProvider=LINZ&LocationProviderIDX=${address.LocationProviderIDX}&ProductType=UFB`,
      );
      expect(body.ServiceAvailability.Status, address.Formatted).toBe(lfc ? 'Available' : 'NotAvailable');
    }
    const enable = shopAddresses.find((a) => a.lfc === 'Enable')?.address.LocationProviderIDX;
    const { body } = await m.raw(
      'GET',
      `/broadband/v1/plans?LocationProvider=LINZ&LocationProviderIDX=${enable}&ProductType=UFB`,
    );
    expect(body.Plans.map((p: Plan) => p.Name)).not.toContain('Hyperfibre 4000');
  });

  it('refuses a plan the address’s fibre company cannot deliver, before anything is paid', async () => {
    const token = await m.tokenOf(CUSTOMER);
    const enable = shopAddresses.find((a) => a.lfc === 'Enable')?.address;
    const saved = await m.raw('POST', '/eshop/v3/cart', {
      token,
      body: {
        SPID: 68,
        UUID: crypto.randomUUID(),
        CustomerUUID: ana,
        Items: [
          {
            ItemUUID: planUuid('hyper'),
            Type: 'TYPE_VIRTUAL',
            ServiceType: 'UFB',
            Attributes: { UFBAttributes: { ServiceAddress: enable?.Formatted } },
          },
        ],
      },
    });
    expect(saved.status).toBe(400);
  });
});
