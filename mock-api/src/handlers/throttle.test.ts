import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MFA_PERSONA, personaCustomerUuid } from '@portal/fixtures';
import { ACCESS_LIMITS, ERRORS, THROTTLE } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const WRONG = 'Not-the-password-1';

const failTimes = async (n: number, email = ANA) => {
  for (let i = 0; i < n; i++) expect((await m.signIn(email, WRONG)).status).toBe(401);
};

describe('failed sign-ins per login', () => {
  it(`answers 429 with Retry-After after ${THROTTLE.failuresPerLogin} failures, without checking the password`, async () => {
    await failTimes(THROTTLE.failuresPerLogin);
    const locked = await m.signIn(ANA);
    expect(locked.status).toBe(429);
    expect(locked.body.err_message).toBe(ERRORS.sign_in_locked);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.windowMs / 1000);
    // Another login from the same address is not locked by it.
    expect((await m.signIn('tama.prepay@example.co.nz')).status).not.toBe(429);
  });

  it('forgets the failures after a success', async () => {
    await failTimes(THROTTLE.failuresPerLogin - 1);
    expect((await m.signIn(ANA)).status).toBe(200);
    await failTimes(THROTTLE.failuresPerLogin - 1);
    expect((await m.signIn(ANA)).status).toBe(200);
  });

  it('lifts the lock by itself once the window has passed on the virtual clock', async () => {
    await failTimes(THROTTLE.failuresPerLogin);
    expect((await m.signIn(ANA)).status).toBe(429);
    m.ctx.sim.clock.advance(THROTTLE.windowMs - 60_000);
    expect((await m.signIn(ANA)).status).toBe(429);
    m.ctx.sim.clock.advance(60_000);
    expect((await m.signIn(ANA)).status).toBe(200);
  });

  it('stops a spray across many logins from one address', async () => {
    for (let i = 0; i < THROTTLE.failuresPerAddress; i++) {
      expect((await m.signIn(`nobody${i}@example.co.nz`, WRONG)).status).toBe(401);
    }
    const locked = await m.signIn(ANA, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('one-time codes', () => {
  it('voids a multi-factor code after five wrong codes: a new one must be requested', async () => {
    const uuid = personaCustomerUuid(MFA_PERSONA.key);
    const token = await m.tokenOf(MFA_PERSONA.email);
    await m.call('POST', `/customers/${uuid}/mfa`, { token });
    const code = m.outbox(MFA_PERSONA.mobile).at(-1)?.Code as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const put = (c: string) => m.call('PUT', `/customers/${uuid}/mfa`, { token, body: { code: c } });
    for (let i = 1; i < ACCESS_LIMITS.codeAttempts; i++) expect((await put(wrong)).status).toBe(401);
    const used = await put(wrong);
    expect(used.status).toBe(429);
    expect(used.body.err_message).toBe(ERRORS.code_attempts_used);
    expect((await put(code)).status).toBe(429);
    await m.call('POST', `/customers/${uuid}/mfa`, { token });
    expect((await put(m.outbox(MFA_PERSONA.mobile)[0]?.Code as string)).status).toBe(200);
  });
});

describe('mails and texts with a code or a link, per recipient and per address', () => {
  it(`sends at most ${THROTTLE.sendsPerRecipient} password resets to one recipient in the window`, async () => {
    const forgot = () => m.call('POST', '/v2/68/forgot_password', { body: { Email: ANA } });
    for (let i = 0; i < THROTTLE.sendsPerRecipient; i++) expect((await forgot()).status).toBe(200);
    const locked = await forgot();
    expect(locked.status).toBe(429);
    expect(locked.body.err_message).toBe(ERRORS.sends_locked);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect(m.outbox(ANA)).toHaveLength(THROTTLE.sendsPerRecipient);
    // Another customer at the same address (an office, a mobile network) is not held up by it.
    const other = await m.call('POST', '/v2/68/forgot_password', {
      body: { Email: 'tama.prepay@example.co.nz' },
    });
    expect(other.status).toBe(200);
    m.ctx.sim.clock.advance(THROTTLE.windowMs);
    expect((await forgot()).status).toBe(200);
  });

  it('counts verification emails to the same recipient in the same share', async () => {
    const token = await m.tokenOf(ANA);
    const uuid = personaCustomerUuid('ana');
    const send = () => m.call('GET', `/customer/${uuid}/email_verification/resend`, { token });
    for (let i = 0; i < THROTTLE.sendsPerRecipient; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it(`sends at most ${THROTTLE.sendsPerAddress} from one client address, whoever they go to`, async () => {
    const forgot = (i: number) =>
      m.call('POST', '/v2/68/forgot_password', { body: { Email: `someone.${i}@example.co.nz` } });
    for (let i = 0; i < THROTTLE.sendsPerAddress; i++)
      expect((await forgot(i)).status, `send ${i}`).toBe(200);
    const locked = await forgot(THROTTLE.sendsPerAddress);
    expect(locked.status).toBe(429);
    expect(locked.body.err_message).toBe(ERRORS.sends_locked);
  });
});
