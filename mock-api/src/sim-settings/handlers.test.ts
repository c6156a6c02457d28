import { mobileProductUuid, personaCustomerUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { changeSetting, DEFAULT_SIM_SETTINGS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

const m = accessMock();
const TAMA = 'tama.prepay@example.co.nz';
const tama = personaCustomerUuid('tama');
const mobile = mobileProductUuid('tama');
const ids = { CustomerUUID: tama, MobileUUID: mobile };

describe('SIM settings', () => {
  it('stores call settings, refuses settings that break a dependency, and operator barring overrides them', async () => {
    const token = await m.tokenOf(TAMA);
    const forwarding = changeSetting(DEFAULT_SIM_SETTINGS, 'CFUActive', true).next;
    expect(
      (await m.call('PUT', '/sim/v1/settings', { token, body: { ...ids, Settings: forwarding } })).status,
    ).toBe(200);
    const broken = { ...forwarding, Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true } };
    expect(
      (await m.call('PUT', '/sim/v1/settings', { token, body: { ...ids, Settings: broken } })).status,
    ).toBe(400);

    await fetch('http://api.test/__mock/sim/operator-barring', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileUUID: mobile, on: true }),
    });
    const barred = await m.call('GET', `/sim/v1/settings?MobileUUID=${mobile}&CustomerUUID=${tama}`, {
      token,
    });
    expect(barred.body).toMatchObject({
      OperatorBarring: true,
      Settings: { Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: false } },
    });
  });
});

describe('caller ID', () => {
  it('is shown by default, hidden when the customer turns it off, and kept by a client that does not send it', async () => {
    const token = await m.tokenOf(TAMA);
    const read = async () => {
      const answer = await m.call('GET', `/sim/v1/settings?MobileUUID=${mobile}&CustomerUUID=${tama}`, {
        token,
      });
      return (answer.body as { Settings: { CallerID: unknown } }).Settings.CallerID;
    };
    expect(await read()).toEqual({ ShowCallerID: true });
    const hidden = changeSetting(DEFAULT_SIM_SETTINGS, 'ShowCallerID', false);
    expect(hidden.knockOn).toEqual([]);
    await m.call('PUT', '/sim/v1/settings', { token, body: { ...ids, Settings: hidden.next } });
    expect(await read()).toEqual({ ShowCallerID: false });
    const { CallerID: _omitted, ...older } = DEFAULT_SIM_SETTINGS;
    const kept = await m.call('PUT', '/sim/v1/settings', { token, body: { ...ids, Settings: older } });
    expect(kept.status).toBe(200);
    expect(await read()).toEqual({ ShowCallerID: false });
    const wrong = { ...DEFAULT_SIM_SETTINGS, CallerID: { ShowCallerID: 'no' } };
    expect(
      (await m.call('PUT', '/sim/v1/settings', { token, body: { ...ids, Settings: wrong } })).status,
    ).toBe(400);
  });
});

describe('SIM actions', () => {
  it('swaps only to a pre-activated SIM of the account, which is then used up', async () => {
    const token = await m.tokenOf(TAMA);
    const body = { CustomerUUID: tama, ProductInstanceUUID: mobile };
    const wrong = await m.call('POST', '/sim/swap', {
      token,
      body: { ...body, SIMID: '8964050000000000999' },
    });
    expect(wrong.body.err_message).toMatch(/^SIM swap issue/);
    const swapped = await m.call('POST', '/sim/swap', {
      token,
      body: { ...body, SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID },
    });
    expect(swapped.body).toMatchObject({ UUID: mobile, SIMID: PREACTIVATED_SIMS.tamaSpare.SIMID, Status: 4 });
    const products = await m.call('GET', `/customers/${tama}/products/mobile`, { token });
    expect(products.body.MobileProducts).toHaveLength(1);
  });

  it('disables and enables the SIM; its status shows the same PUK each time', async () => {
    const token = await m.tokenOf(TAMA);
    const body = { CustomerUUID: tama, ProductInstanceUUID: mobile, Type: 'prepay' };
    const disabled = await m.call('POST', '/sim/disable', { token, body });
    expect(disabled.body).toMatchObject({ Enabled: false, PUK: expect.stringMatching(/^\d{8}$/) });
    const status = await m.call('POST', '/sim/status', { token, body });
    expect(status.body).toMatchObject({ Enabled: false, PUK: disabled.body.PUK });
    expect((await m.call('POST', '/sim/enable', { token, body })).body.Enabled).toBe(true);
  });

  it('searches free numbers 15 a page and changes the number to one of them', async () => {
    const token = await m.tokenOf(TAMA);
    const page = await m.call('POST', '/sim/v1/msisdn/search', {
      token,
      body: { ...ids, Page: 0, Amount: 15 },
    });
    const numbers = page.body.MSISDNs as string[];
    expect(numbers).toHaveLength(15);
    expect(page.body.HasMore).toBe(true);
    const past = await m.call('POST', '/sim/v1/msisdn/search', {
      token,
      body: { ...ids, Page: 9, Amount: 15 },
    });
    expect(past.body.err_message).toBe('No new phone numbers');
    const empty = await m.call('POST', '/sim/v1/msisdn', { token, body: { ...ids, MSISDN: '' } });
    expect(empty.body.err_message).toBe('No Phone Number');
    const absent = await m.call('POST', '/sim/v1/msisdn', { token, body: ids });
    expect(absent).toMatchObject({ status: 400, body: { err_message: 'No Phone Number' } });
    const changed = await m.call('POST', '/sim/v1/msisdn', { token, body: { ...ids, MSISDN: numbers[3] } });
    expect(changed.body.MSISDN).toBe(numbers[3]);
    const again = await m.call('POST', '/sim/v1/msisdn/search', {
      token,
      body: { ...ids, Page: 0, Amount: 15 },
    });
    expect(again.body.MSISDNs).not.toContain(numbers[3]);
  });
});
