import { describe, expect, it } from 'vitest';
import { personaCustomerUuid, planUuid } from '@portal/fixtures';
import { nzDate, slotsToOffer } from '@portal/shared';
import { CUSTOMER, storeMock } from '../handlers/provider-store/store.test-kit';

const m = storeMock();
const ana = personaCustomerUuid('ana');
const ITEM = '00000000-0000-4000-8000-000000000001';
const fibreLine = {
  ServiceType: 'UFB',
  ItemUUID: ITEM,
  Name: 'Fibre Max',
  PriceCents: 9900,
  UFBPlanUUID: planUuid('max'),
  ServiceAddress: '12 Cuba Street, Te Aro, Wellington 6011',
};
const fwaLine = {
  ServiceType: 'FWA',
  ItemUUID: ITEM,
  Name: 'Wireless 300',
  PriceCents: 6500,
  ServiceAddress: '3 Main Road, Ōtaki 5512',
};
const simLine = {
  ServiceType: 'MOBILE',
  PhysicalType: 'SIM',
  Type: 'TYPE_PRODUCT',
  ItemUUID: ITEM,
  Name: 'SIM card',
  PriceCents: 0,
  Quantity: 2,
};

const place = (Lines: object[], headers?: Record<string, string>) =>
  fetch('http://api.test/__mock/shop/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ CustomerUUID: ana, Lines }),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
const asAna = async (path: string) => m.raw('GET', path, { token: await m.tokenOf(CUSTOMER) });

describe('placing a paid order', () => {
  it('refuses an order without items', async () => {
    const res = await place([]);
    expect(res).toMatchObject({ status: 400, body: { err_message: 'No Order Items' } });
  });

  it('turns a fibre purchase into a UFB_order the console sees at once, and its customer polls it', async () => {
    const res = await place([fibreLine]);
    expect(res.status).toBe(201);
    const { Provisioning } = res.body;
    expect(Provisioning).toMatchObject({ Kind: 'UFB', State: 'created' });
    const inConsole = await m.call('GET', `/UFB_order/${Provisioning.OrderUUID}`);
    expect(inConsole.body).toMatchObject({ CustomerUUID: ana, Status: 'CONFIRMED' });
    expect((await m.call('GET', `/UFB/${Provisioning.ProductUUID}`)).status).toBe(200);

    const status = await asAna(`/eshop/v2/customer/${ana}/order/${Provisioning.OrderUUID}`);
    expect(status.body).toEqual({ Status: 'CONFIRMED', OrderNotes: [] });
    m.advance(9 * 3_600_000);
    expect((await asAna(`/eshop/v2/customer/${ana}/order/${Provisioning.OrderUUID}`)).body.Status).toBe(
      'PROCESSING',
    );
    const products = await asAna(`/customers/${ana}/products/ufb`);
    expect(products.body.UFBProducts.map((p: { UUID: string }) => p.UUID)).toContain(
      Provisioning.ProductUUID,
    );
  });

  it('shows an operator’s note to the customer on the order', async () => {
    const { body } = await place([fibreLine]);
    await m.call('POST', `/ufb_order/${body.Provisioning.OrderUUID}/note`, {
      body: { Text: 'The technician will call before arriving.' },
    });
    const order = await asAna(`/eshop/v3/customer/${ana}/order/${body.OrderNumber}`);
    expect(order.body.OrderNotes).toContain('The technician will call before arriving.');
  });

  it('fails a fixed-wireless order under orders.fail, with the reason as its first note', async () => {
    const { body } = await place([fwaLine], { 'x-mock-scenario': 'orders.fail' });
    expect(body.Status).toBe('PAID');
    m.advance(3 * 60_000);
    const order = await asAna(`/eshop/v3/customer/${ana}/order/${body.OrderNumber}`);
    expect(order.body.Status).toBe('FAILED');
    expect(order.body.OrderNotes[0]).toMatch(/fixed wireless|cell site/);
  });

  it('dispatches a fixed-wireless modem within three minutes, then books an installation others no longer see', async () => {
    const first = (await place([fwaLine])).body;
    const second = (await place([fwaLine])).body;
    m.advance(3 * 60_000);
    const token = await m.tokenOf(CUSTOMER);
    const slotsOf = async (uuid: string) =>
      (await m.raw('GET', `/fwa/order/${uuid}/time_slots?CustomerUUID=${ana}`, { token })).body
        .AvailableTimeSlots;
    const [slot] = await slotsOf(first.Provisioning.OrderUUID);
    const booked = await m.raw('POST', `/fwa/order/${first.Provisioning.OrderUUID}/book`, {
      token,
      body: { CustomerUUID: ana, StartNanos: slot.StartNanos, Mode: slot.Mode },
    });
    expect(booked.status).toBe(200);
    const others = await slotsOf(second.Provisioning.OrderUUID);
    expect(others.map((s: { StartNanos: number }) => s.StartNanos)).not.toContain(slot.StartNanos);
    const order = await asAna(`/eshop/v3/customer/${ana}/order/${first.OrderNumber}`);
    expect(order.body).toMatchObject({
      Status: 'PROCESSING',
      Provisioning: { State: 'installation_booked' },
    });
  });

  it('offers and books an installation only after the modem’s delivery window', async () => {
    const modemLine = { ...fwaLine, PhysicalType: 'MODEM', Type: 'TYPE_PRODUCT', Name: '5G Home Modem' };
    const placed = (await place([fwaLine, modemLine])).body;
    m.advance(3 * 60_000);
    const token = await m.tokenOf(CUSTOMER);
    const uuid = placed.Provisioning.OrderUUID;
    const order = await asAna(`/eshop/v3/customer/${ana}/order/${placed.OrderNumber}`);
    const lastDelivery = order.body.OrderItems.find(
      (l: { DeliveryEstimate?: { To: string } }) => l.DeliveryEstimate,
    ).DeliveryEstimate.To as string;
    const slots = (await m.raw('GET', `/fwa/order/${uuid}/time_slots?CustomerUUID=${ana}`, { token })).body
      .AvailableTimeSlots as { StartNanos: number; Mode: string }[];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) expect(nzDate(slot.StartNanos / 1e6) > lastDelivery).toBe(true);
    // A slot before the modem can have arrived is refused.
    const tomorrow = slotsToOffer(m.ctx.sim.clock.now(), { days: 1 })[0]!;
    const early = await m.raw('POST', `/fwa/order/${uuid}/book`, {
      token,
      body: { CustomerUUID: ana, StartNanos: tomorrow.StartNanos, Mode: tomorrow.Mode },
    });
    expect(early.status).toBe(409);
  });

  it('creates pre-activated SIMs (status 2) with a delivery estimate', async () => {
    const { body } = await place([simLine]);
    const [line] = body.OrderItems;
    expect(line.Provisioned).toHaveLength(2);
    expect(line.DeliveryEstimate.From < line.DeliveryEstimate.To).toBe(true);
    const products = (await asAna(`/customers/${ana}/products/mobile`)).body.MobileProducts;
    const sims = products.filter((p: { UUID: string }) => line.Products.includes(p.UUID));
    expect(sims.map((p: { Status: number }) => p.Status)).toEqual([2, 2]);
    expect(body.Status).toBe('PAID');
  });
});
