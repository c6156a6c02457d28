import { describe, expect, it } from 'vitest';
import { ACCESS_LIMITS, ERRORS } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const NEW_PASSWORD = 'Pohutukawa-2027';

describe('forgotten email (by phone number, an SMS is sent)', () => {
  it('texts the email address to the number however it is typed', async () => {
    const res = await m.call('POST', '/v2/68/forgot_email', { body: { MobileNumber: '+64 21 123 4501' } });
    expect(res).toMatchObject({ status: 200, body: { Sent: true } });
    const [sms] = m.outbox('0211234501');
    expect(sms).toMatchObject({ Channel: 'sms', Kind: 'forgot-email', Link: '/sign-in' });
    expect(sms?.Body).toBe(`Kia ora, the email address you sign in with is ${ANA}.`);
    // The outbox finds it by the number in any of its forms, as the service number or as people write it.
    for (const form of ['64211234501', '+64 21 123 4501', '021 123 4501', '021-123-4501'])
      expect(m.outbox(form), form).toEqual([sms]);
  });

  it('answers the same for a number without an account, and refuses a number that is not a mobile', async () => {
    expect(
      (await m.call('POST', '/v2/68/forgot_email', { body: { MobileNumber: '0219999999' } })).status,
    ).toBe(200);
    expect(m.ctx.db.outbox.count()).toBe(0);
    const bad = await m.call('POST', '/v2/68/forgot_email', { body: { MobileNumber: '09 456 1234' } });
    expect(bad.status).toBe(400);
    expect(bad.body.err_message).toBe('body.MobileNumber: Mobile number format is invalid');
  });
});

describe('forgotten password (an emailed link to the reset page)', () => {
  const resetLink = async () => {
    await m.call('POST', '/v2/68/forgot_password', { body: { Email: 'Ana.Postpay@example.co.nz' } });
    const link = m.outbox(ANA)[0]?.Link ?? '';
    return new URL(link, 'http://portal.test').searchParams.get('token') ?? '';
  };
  const setPassword = (body: object, token?: string) =>
    m.call('PUT', `/v2/68/auth/LOCAL/${encodeURIComponent(ANA)}`, { body, token });

  it('emails a link whose token sets a new password that meets the policy, once', async () => {
    const token = await resetLink();
    expect(m.outbox(ANA)[0]?.Link).toBe(`/forgot-pass?token=${token}&email=${encodeURIComponent(ANA)}`);
    const weak = await setPassword({ Password: 'pohutukawa', ResetToken: token });
    expect(weak).toMatchObject({ status: 400, body: { err_message: ERRORS.password_policy } });
    expect((await setPassword({ Password: NEW_PASSWORD, ResetToken: token })).body).toEqual({ ok: true });
    expect((await m.signIn(ANA)).status).toBe(401);
    expect((await m.signIn(ANA, NEW_PASSWORD)).status).toBe(200);
    const reuse = await setPassword({ Password: 'Another-one-2028', ResetToken: token });
    expect(reuse).toMatchObject({ status: 400, body: { err_message: ERRORS.link_invalid } });
  });

  it('refuses an expired link, and sends nothing for an unknown email', async () => {
    const token = await resetLink();
    m.ctx.sim.clock.advance(ACCESS_LIMITS.passwordResetMs + 1000);
    expect((await setPassword({ Password: NEW_PASSWORD, ResetToken: token })).status).toBe(400);
    const before = m.ctx.db.outbox.count();
    await m.call('POST', '/v2/68/forgot_password', { body: { Email: 'nobody@example.co.nz' } });
    expect(m.ctx.db.outbox.count()).toBe(before);
  });

  it('lets a signed-in login change its own password only, checking the old one', async () => {
    expect((await setPassword({ Password: NEW_PASSWORD })).status).toBe(401);
    const tama = await m.tokenOf('tama.prepay@example.co.nz');
    expect((await setPassword({ Password: NEW_PASSWORD }, tama)).status).toBe(403);
    const ana = await m.tokenOf(ANA);
    const wrongOld = await setPassword({ Password: NEW_PASSWORD, OldPassword: 'Not-the-one-1' }, ana);
    expect(wrongOld).toMatchObject({
      status: 401,
      body: { err_message: ERRORS.wrong_old_password, ErrorNumber: 1002 },
    });
    const same = await setPassword({ Password: 'Fibre-demo-2026', OldPassword: 'Fibre-demo-2026' }, ana);
    expect(same.body.err_message).toBe(ERRORS.password_same);
    expect((await setPassword({ Password: NEW_PASSWORD, OldPassword: 'Fibre-demo-2026' }, ana)).status).toBe(
      200,
    );
    expect((await m.signIn(ANA, NEW_PASSWORD)).status).toBe(200);
  });
});
