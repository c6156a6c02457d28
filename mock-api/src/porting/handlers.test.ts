import { mobileProductUuid, personaCustomerUuid, PREACTIVATED_SIMS } from '@portal/fixtures';
import { holderOfNumber, LOSING_PROVIDERS, PROVIDER_NAME } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

const m = accessMock();
const TAMA = 'tama.prepay@example.co.nz';
const tama = personaCustomerUuid('tama');
const spare = mobileProductUuid(PREACTIVATED_SIMS.tamaSpare.name);
const NUMBER = '64215550101';
const holder = holderOfNumber(NUMBER);
const otherProvider = LOSING_PROVIDERS.find((p) => p !== holder);
const THREE_HOURS_MS = 3 * 3600_000;

async function requestPort(token: string, provider: string = holder) {
  return m.call('PUT', '/mobile_porting', {
    token,
    body: {
      CustomerUUID: tama,
      MobileProductUUID: spare,
      MSISDN: '021 555 0101',
      LosingProvider: provider,
      AccountNumber: 'AC-1001',
    },
  });
}

describe('number porting', () => {
  it('runs a port to completion on the clock and shows each state reached', async () => {
    let token = await m.tokenOf(TAMA);
    const asked = await requestPort(token);
    expect(asked.body).toMatchObject({
      State: 'PORT_REQUESTED',
      PortingState: 1,
      Running: true,
      CanCancel: true,
    });
    m.ctx.sim.clock.advance(THREE_HOURS_MS);
    // The session has run out over three hours: sign in again.
    token = await m.tokenOf(TAMA);
    const list = await m.call('GET', `/customer/${tama}/mobile_porting`, { token });
    const port = (list.body.Ports as { State: string; Reached: { State: string }[] }[])[0];
    expect(port?.State).toBe('PORT_COMPLETED');
    expect(port?.Reached.map((s) => s.State)).toEqual([
      'PORT_REQUESTED',
      'PORT_VALIDATED',
      'PORT_APPROVED',
      'INTRA_CARRIER_WAIT',
      'NETWORK_PROVISIONING',
      'PORT_COMPLETED',
    ]);
    const sims = await m.call('GET', `/customers/${tama}/products/mobile`, { token });
    const sim = (sims.body.MobileProducts as { UUID: string; MSISDN: string; PortingState: number }[]).find(
      (p) => p.UUID === spare,
    );
    expect(sim).toMatchObject({ MSISDN: NUMBER, PortingState: 7 });
    const lookup = await m.call('GET', '/porting/v1/msisdn/0215550101', { token });
    // The number is ours now.
    expect(lookup.body).toMatchObject({
      Provider: PROVIDER_NAME,
      Portable: false,
      Port: { State: 'PORT_COMPLETED' },
    });
  });

  it('refuses a wrong provider, takes the corrected one through retry', async () => {
    const token = await m.tokenOf(TAMA);
    const asked = await requestPort(token, otherProvider);
    m.ctx.sim.clock.advance(10 * 60_000);
    const refused = await m.call('GET', '/porting/v1/msisdn/0215550101', { token });
    expect(refused.body.Port).toMatchObject({ State: 'PORT_REJECTED', ReasonText: 'provider incorrect' });
    const retried = await m.call('PUT', '/mobile_porting_retry', {
      token,
      body: { CustomerUUID: tama, PortUUID: asked.body.UUID, LosingProvider: holder },
    });
    expect(retried.body).toMatchObject({ State: 'PORT_REQUESTED', LosingProvider: holder });
  });

  it('refuses the account number under its scenario and fails the service under the other', async () => {
    let token = await m.tokenOf(TAMA);
    m.ctx.sim.setScenario('porting.reject-account-number', true);
    try {
      await requestPort(token);
      m.ctx.sim.clock.advance(10 * 60_000);
      const refused = await m.call('GET', `/customer/${tama}/mobile_porting`, { token });
      expect((refused.body.Ports as unknown[])[0]).toMatchObject({ ReasonText: 'account number incorrect' });
    } finally {
      m.ctx.sim.setScenario('porting.reject-account-number', false);
    }
    m.ctx.sim.setScenario('porting.activation-fail', true);
    try {
      const port = (await m.call('GET', `/customer/${tama}/mobile_porting`, { token })).body.Ports as {
        UUID: string;
      }[];
      await m.call('PUT', '/mobile_porting_retry', {
        token,
        body: { CustomerUUID: tama, PortUUID: port[0]?.UUID },
      });
      m.ctx.sim.clock.advance(THREE_HOURS_MS);
      token = await m.tokenOf(TAMA);
      const failed = await m.call('GET', `/customer/${tama}/mobile_porting`, { token });
      expect((failed.body.Ports as unknown[])[0]).toMatchObject({
        State: 'SERVICE_ACTIVATION_FAILED',
        PortingState: 11,
        CanRetry: true,
      });
    } finally {
      m.ctx.sim.setScenario('porting.activation-fail', false);
    }
  });

  it('cancels only before approval, and keeps another account out', async () => {
    const token = await m.tokenOf(TAMA);
    const asked = await requestPort(token);
    const other = await m.call('PUT', `/customer/${tama}/cancel_mobile_porting`, {
      token: await m.tokenOf('ana.postpay@example.co.nz'),
      body: { PortUUID: asked.body.UUID },
    });
    expect(other.status).toBe(404);
    const cancelled = await m.call('PUT', `/customer/${tama}/mobile_porting/action`, {
      token,
      body: { Action: 'cancel', PortUUID: asked.body.UUID },
    });
    expect(cancelled.body).toMatchObject({ State: 'PORT_CANCELED', PortingState: 8 });
    const again = await requestPort(token);
    m.ctx.sim.clock.advance(30 * 60_000);
    const late = await m.call('PUT', `/customer/${tama}/cancel_mobile_porting`, {
      token,
      body: { PortUUID: again.body.UUID },
    });
    expect(late.status).toBe(409);
    expect(late.body.err_message).toBe('A port can be cancelled only before it is approved');
  });

  it('refuses a second port of a number while one is open, and a number already with us', async () => {
    const token = await m.tokenOf(TAMA);
    await requestPort(token);
    expect((await requestPort(token)).body.err_message).toBe('This number is already being ported');
    const ours = await m.call('PUT', '/mobile_porting', {
      token,
      body: {
        CustomerUUID: tama,
        MobileProductUUID: spare,
        MSISDN: '021 123 4501',
        LosingProvider: holder,
        AccountNumber: 'AC-1001',
      },
    });
    expect(ours.body.err_message).toBe('This number is already with us');
  });
});
