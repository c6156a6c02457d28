import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { daysEndingYesterday, type UsageBalanceEntryWire, type UsageCharge } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const anaPhone = mobileProductUuid('ana');
const DAY = 86_400_000;

const balanceOf = async (token: string) => {
  const res = await m.call('GET', `/customers/v1/${ana}/usage-balance?MobileUUID=${anaPhone}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.Balances as UsageBalanceEntryWire[]).find((b) => b.Type === 'Data');
};
const chargesPath = (query = '') => `/frontend/v1/customer/${ana}/cellular/charges/${anaPhone}${query}`;
const histogram = async (token: string) => {
  const { firstMs, finalMs } = daysEndingYesterday(m.ctx.sim.clock.now());
  return m.call('POST', '/v2/68/usage/data/histogram', {
    token,
    body: {
      CustomerUUID: ana,
      ProductInstanceUUID: anaPhone,
      ProductType: 'postpaymobile',
      Range: { FirstNanos: firstMs * 1e6, FinalNanos: finalMs * 1e6 },
      IntervalNanos: DAY * 1e6,
    },
  });
};

describe('usage', () => {
  it("ana's data balance falls as the clock moves on, with her rolled-over data apart", async () => {
    const token = await m.tokenOf(ANA);
    const before = await balanceOf(token);
    expect(before).toMatchObject({ Total: 40960 + 5120, UsageRule: 'Allowance' });
    expect(before?.CarryOverAmount).toBeGreaterThan(0);
    m.ctx.sim.clock.advance(DAY);
    // A day on, the token has expired: sign in again.
    const after = await balanceOf(await m.tokenOf(ANA));
    expect(after?.RemainingAmount).toBeLessThan(before?.RemainingAmount ?? 0);
  });

  it('lists charges newest first, by the kinds switched on, and [] for an empty range', async () => {
    const token = await m.tokenOf(ANA);
    const now = m.ctx.sim.clock.now();
    const from = (now - 3 * DAY) * 1e6;
    const all = (await m.call('GET', chargesPath(`?From=${from}`), { token }))
      .body as unknown as UsageCharge[];
    expect(all.length).toBeGreaterThan(30);
    const times = all.map((c) => Date.parse(c.DateAndTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const textsOnly = (
      await m.call('GET', chargesPath(`?From=${from}&data=false&mins=false&pxts=false`), { token })
    ).body as unknown as UsageCharge[];
    expect(textsOnly.length).toBeGreaterThan(0);
    expect(textsOnly.every((c) => c.ChargedTXTs > 0 && c.ChargedData === 0)).toBe(true);
    const empty = await m.call('GET', chargesPath(`?From=${from}&Upto=${from}`), { token });
    expect(empty.body).toEqual([]);
  });

  it('gives 30 daily buckets of data, and none of it to another customer', async () => {
    const res = await histogram(await m.tokenOf(ANA));
    const buckets = (res.body.result as { Buckets: number[] }).Buckets;
    expect(buckets).toHaveLength(30);
    expect(buckets.every((b) => b > 0)).toBe(true);
    expect((await histogram(await m.tokenOf(TAMA))).status).toBe(404);
    const foreign = await m.call('GET', `/customers/v1/${ana}/usage-balance?MobileUUID=${anaPhone}`, {
      token: await m.tokenOf(TAMA),
    });
    expect(foreign.status).toBe(404);
  });

  it('fails the histogram and the charges under their scenarios', async () => {
    const token = await m.tokenOf(ANA);
    m.ctx.sim.setScenario('usage.histogram-fail', true);
    m.ctx.sim.setScenario('usage.charges-fail', true);
    expect((await histogram(token)).status).toBe(503);
    expect((await m.call('GET', chargesPath(), { token })).status).toBe(503);
    m.ctx.sim.setScenario('usage.histogram-fail', false);
    m.ctx.sim.setScenario('usage.charges-fail', false);
  });
});
