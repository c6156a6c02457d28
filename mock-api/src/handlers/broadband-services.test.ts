import { describe, expect, it } from 'vitest';
import { personaCustomerUuid, storeProductUuid } from '@portal/fixtures';
import { DAY_NANOS } from '@portal/shared';
import { CUSTOMER, storeMock } from './provider-store/store.test-kit';

const m = storeMock();
const ana = personaCustomerUuid('ana');
const fwaProducts = async () =>
  m.raw('GET', `/customers/${ana}/products/fwa`, { token: await m.tokenOf(CUSTOMER) });
const histogram = async (product: string, ProductType: 'UFB' | 'mobileFWA', days = 30) => {
  const FinalNanos = m.nowNanos();
  return m.raw('POST', '/v2/68/usage/data/histogram', {
    token: await m.tokenOf(CUSTOMER),
    body: {
      CustomerUUID: ana,
      ProductInstanceUUID: product,
      ProductType,
      Range: { FirstNanos: FinalNanos - days * DAY_NANOS, FinalNanos },
      IntervalNanos: DAY_NANOS,
    },
  });
};

describe('broadband services of an account', () => {
  it('gives a fixed-wireless service once its order completes, and only then', async () => {
    expect((await fwaProducts()).body).toEqual({ FWAProducts: [] });
    m.advance(6 * 24 * 3600 * 1000);
    const after = await fwaProducts();
    expect(after.body.FWAProducts).toHaveLength(1);
    expect(after.body.FWAProducts[0]).toMatchObject({
      ProductType: 'mobileFWA',
      Status: 4,
      PlanName: 'Wireless 300',
      OrderNumber: 'ORD-100002',
    });
    const usage = await histogram(after.body.FWAProducts[0].UUID, 'mobileFWA');
    expect(usage.status).toBe(200);
    const buckets = usage.body.result.Buckets as number[];
    expect(buckets).toHaveLength(30);
    // The service started a day or two ago: the days before read zero, the days since some data.
    expect(buckets.slice(0, 25).every((b) => b === 0)).toBe(true);
    expect(buckets.at(-1)).toBeGreaterThan(0);
  });

  it('reads the same daily usage of a fibre service twice, and refuses a product that is not the account’s', async () => {
    const first = await histogram(storeProductUuid('ana-active'), 'UFB');
    expect(first.body.result.Buckets.every((b: number) => b > 0)).toBe(true);
    expect((await histogram(storeProductUuid('ana-active'), 'UFB')).body).toEqual(first.body);
    expect((await histogram(storeProductUuid('ana-active'), 'mobileFWA')).status).toBe(404);
  });

  it('lists the fibre plans a fibre service can change to', async () => {
    const res = await m.raw(
      'GET',
      `/ufb/v1/customer/${ana}/service/${storeProductUuid('ana-active')}/plans`,
      {
        token: await m.tokenOf(CUSTOMER),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.BroadbandPlans.Plans.map((p: { Name: string }) => p.Name)).toContain('Fibre Max');
  });
});
