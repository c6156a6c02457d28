import { describe, expect, it } from 'vitest';
import { CUSTOM_TOKEN_ID, MFA_PERSONA, personaCustomerUuid } from '@portal/fixtures';
import { ACCESS_LIMITS, ERRORS } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';

const authCheck = (AuthCode?: string, AuthID = ANA) =>
  m.call('POST', '/v2/68/auth_check', {
    body: {
      IdentityProvider: 'LOCAL',
      AuthID,
      SPID: 68,
      IncludeRoles: true,
      ...(AuthCode ? { AuthCode } : {}),
    },
  });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time code sign-in (POST /v2/{spid}/auth_check)', () => {
  it('emails a code that signs in once', async () => {
    expect((await authCheck()).body).toMatchObject({ CodeSent: true });
    const [mail] = m.outbox(ANA);
    expect(mail).toMatchObject({ Kind: 'sign-in-code', Channel: 'email' });
    const code = mail?.Code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.Body).toContain(`${code.slice(0, 3)} ${code.slice(3)}`);
    const res = await authCheck(code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Email: ANA, roles: ['customer'] });
    expect((await authCheck(code)).status).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    expect((await authCheck(undefined, 'nobody@example.co.nz')).body).toMatchObject({ CodeSent: true });
    expect(m.outbox('nobody@example.co.nz')).toEqual([]);
  });

  it('refuses a code of the wrong shape, a wrong code (keeping the session) and an expired code', async () => {
    await authCheck();
    const code = m.outbox(ANA)[0]?.Code as string;
    expect((await authCheck('12 34')).status).toBe(400);
    const bad = await authCheck(wrong(code));
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ err_message: ERRORS.invalid_code, ErrorNumber: 1002 });
    m.ctx.sim.clock.advance(ACCESS_LIMITS.oneTimeCodeMs + 1000);
    expect((await authCheck(code)).status).toBe(401);
  });

  it('voids the code after five wrong attempts, and a new code voids the old one', async () => {
    await authCheck();
    const code = m.outbox(ANA)[0]?.Code as string;
    for (let i = 1; i < ACCESS_LIMITS.codeAttempts; i++)
      expect((await authCheck(wrong(code))).status).toBe(401);
    const last = await authCheck(wrong(code));
    expect(last.status).toBe(429);
    expect(last.body.err_message).toBe(ERRORS.code_attempts_used);
    const right = await authCheck(code);
    expect(right.status).toBe(429);
    expect(right.body.err_message).toBe(ERRORS.code_attempts_used);
    await authCheck();
    const first = m.outbox(ANA)[0]?.Code as string;
    await authCheck();
    const second = m.outbox(ANA)[0]?.Code as string;
    if (first !== second) expect((await authCheck(first)).status).toBe(401);
    expect((await authCheck(second)).status).toBe(200);
  });
});

describe('custom token sign-in (POST /v2/auth_token, GET /v2/auth_token/{id})', () => {
  it('hands a session over once through its link', async () => {
    const token = await m.tokenOf(ANA);
    const created = await m.call('POST', '/v2/auth_token', { token });
    expect(created.status).toBe(201);
    expect(created.body.Link).toBe(`/sign-in?auth_token=${created.body.ID}`);
    const redeemed = await m.call('GET', `/v2/auth_token/${created.body.ID}`);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ Email: ANA, roles: ['customer'] });
    expect((await m.call('GET', `/v2/auth_token/${created.body.ID}`)).status).toBe(401);
  });

  it('stops working after five minutes; an unknown id or another kind of secret is refused', async () => {
    const created = await m.call('POST', '/v2/auth_token', { token: await m.tokenOf(ANA) });
    m.ctx.sim.clock.advance(ACCESS_LIMITS.customTokenMs + 1000);
    expect((await m.call('GET', `/v2/auth_token/${created.body.ID}`)).status).toBe(401);
    expect((await m.call('GET', `/v2/auth_token/${crypto.randomUUID()}`)).status).toBe(401);
    const secret = m.ctx.db.accessSecrets.first((s) => s.Kind === 'email-verification');
    expect((await m.call('GET', `/v2/auth_token/${secret?.UUID}`)).status).toBe(401);
  });

  it('redeems the seeded token of the fixtures', async () => {
    expect((await m.call('GET', `/v2/auth_token/${CUSTOM_TOKEN_ID}`)).body.Email).toBe(ANA);
  });
});

describe('multi-factor verification (POST and PUT /customers/{uuid}/mfa)', () => {
  const mfaCustomer = personaCustomerUuid(MFA_PERSONA.key);

  it('is not required for an account without it, and sends nothing', async () => {
    const token = await m.tokenOf(ANA);
    const res = await m.call('POST', `/customers/${personaCustomerUuid('ana')}/mfa`, { token });
    expect(res.body).toEqual({ Required: false });
    expect(m.ctx.db.outbox.count()).toBe(0);
  });

  it('texts a code to the account with it on, and checks it: "No Code" without one', async () => {
    const token = await m.tokenOf(MFA_PERSONA.email);
    const start = await m.call('POST', `/customers/${mfaCustomer}/mfa`, { token });
    expect(start.body).toMatchObject({ Required: true, Channel: 'sms', To: '••• ••• 4507' });
    const [sms] = m.outbox(MFA_PERSONA.mobile);
    expect(sms).toMatchObject({ Channel: 'sms', Kind: 'mfa-code' });
    const code = sms?.Code as string;
    const put = (body: object) => m.call('PUT', `/customers/${mfaCustomer}/mfa`, { token, body });
    const none = await put({});
    expect(none.status).toBe(400);
    expect(none.body.err_message).toBe('No Code');
    const bad = await put({ code: wrong(code) });
    expect(bad).toMatchObject({ status: 401, body: { ErrorNumber: 1002 } });
    expect((await put({ code })).body).toMatchObject({ Verified: true });
    expect((await put({ code })).status).toBe(401);
  });

  it('keeps the account shut to the API until the code is passed, and the passing token survives a refresh', async () => {
    const token = await m.tokenOf(MFA_PERSONA.email);
    const account = (jwt: string) => m.call('GET', `/v2/68/customer/${mfaCustomer}`, { token: jwt });
    const shut = await account(token);
    expect(shut.status).toBe(403);
    expect(shut.body.err_message).toBe(ERRORS.mfa_required);
    await m.call('POST', `/customers/${mfaCustomer}/mfa`, { token });
    const code = m.outbox(MFA_PERSONA.mobile).at(-1)?.Code as string;
    const verified = await m.call('PUT', `/customers/${mfaCustomer}/mfa`, { token, body: { code } });
    expect((await account(verified.body.JWT as string)).status).toBe(200);
    expect((await account(token)).status).toBe(403);
    const refreshed = await m.call('POST', '/v2/68/auth', {
      body: { IdentityProvider: 'JWT_REFRESH', AuthCode: verified.body.JWT, SPID: 68 },
    });
    expect((await account(refreshed.body.JWT as string)).status).toBe(200);
  });

  it("answers 404 for another login's account", async () => {
    const token = await m.tokenOf(ANA);
    expect((await m.call('POST', `/customers/${mfaCustomer}/mfa`, { token })).status).toBe(404);
  });
});
