import { personaCustomerUuid, SOCIAL_PERSONA } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');

describe('profile: personal data', () => {
  it('changes names; an update with nothing to change names what is missing', async () => {
    const token = await m.tokenOf(ANA);
    const empty = await m.call('PUT', `/customer/${ana}`, { token, body: { SPID: 68 } });
    expect(empty).toMatchObject({ status: 400, body: { err_code: 'no_payload' } });
    const noSpid = await m.call('PUT', `/customer/${ana}`, { token, body: { FirstName: 'Anahera' } });
    expect(noSpid.status).toBe(400);
    expect(noSpid.body.err_message).toContain('SPID');
    const done = await m.call('PUT', `/customer/${ana}`, {
      token,
      body: { SPID: 68, FirstName: 'Anahera', ExternalRef5: '' },
    });
    expect(done.body).toMatchObject({ FirstName: 'Anahera', LastName: 'Postpay', ExternalRef5: '' });
  });

  it('never sets the rewards number through Edit details: a changed one is refused and nothing changes', async () => {
    const token = await m.tokenOf(ANA);
    const refused = await m.call('PUT', `/customer/${ana}`, {
      token,
      body: { SPID: 68, FirstName: 'Anahera', ExternalRef5: 'RW-77' },
    });
    expect(refused).toMatchObject({ status: 400, body: { err_message: ERRORS.rewards_number_own_check } });
    const after = await m.call('GET', `/v2/68/customer/${ana}`, { token });
    expect(after.body).toMatchObject({ FirstName: 'Ana', ExternalRef5: '' });
    // The rewards-number call sets it; Edit details then carries it unchanged.
    await m.call('PATCH', `/customer/${ana}`, { token, body: { SPID: 68, ExternalRef5: 'RW-77' } });
    const kept = await m.call('PUT', `/customer/${ana}`, {
      token,
      body: { SPID: 68, FirstName: 'Anahera', ExternalRef5: 'RW-77' },
    });
    expect(kept.body).toMatchObject({ FirstName: 'Anahera', ExternalRef5: 'RW-77' });
  });
});

describe('profile: PATCH of one field', () => {
  it('changes only what is sent, with the same rules as PUT', async () => {
    const token = await m.tokenOf(ANA);
    const done = await m.call('PATCH', `/customer/${ana}`, {
      token,
      body: { SPID: 68, ExternalRef5: 'RW-88' },
    });
    expect(done.body).toMatchObject({ FirstName: 'Ana', LastName: 'Postpay', ExternalRef5: 'RW-88' });
    const empty = await m.call('PATCH', `/customer/${ana}`, { token, body: { SPID: 68 } });
    expect(empty).toMatchObject({ status: 400, body: { err_code: 'no_payload' } });
  });
});

describe('profile: change email', () => {
  const change = async (body: object) =>
    m.call('PUT', `/v2/68/customer/${ana}`, { token: await m.tokenOf(ANA), body: { SPID: 68, ...body } });

  it('needs the current password (wrong: 401 with 1002, so the session stays) and a different, free email', async () => {
    const wrong = await change({ Email: 'ana.new@example.co.nz', Password: 'Not-the-password-1' });
    expect(wrong).toMatchObject({ status: 401, body: { ErrorNumber: 1002 } });
    expect(wrong.body.err_message).toBe(ERRORS.wrong_password);
    const same = await change({ Email: ANA, Password: 'Fibre-demo-2026' });
    expect(same.body.err_message).toBe(ERRORS.email_same);
    const taken = await change({ Email: 'tama.prepay@example.co.nz', Password: 'Fibre-demo-2026' });
    expect(taken).toMatchObject({ status: 409, body: { err_code: 'email_taken' } });
  });

  it('moves the sign-in to the new email and asks to verify it', async () => {
    const done = await change({ Email: 'ana.new@example.co.nz', Password: 'Fibre-demo-2026' });
    expect(done.body).toMatchObject({ Email: 'ana.new@example.co.nz', EmailVerified: false });
    expect((await m.signIn('ana.new@example.co.nz')).status).toBe(200);
    expect((await m.signIn(ANA)).status).toBe(401);
    expect(m.outbox('ana.new@example.co.nz').at(-1)).toMatchObject({ Channel: 'email' });
  });
});

describe('profile: change email of a login without a password', () => {
  const SOCIAL = SOCIAL_PERSONA.email;
  const social = personaCustomerUuid(SOCIAL_PERSONA.key);
  /** Emails the login a one-time code and reads it from the outbox. */
  const emailedCode = async () => {
    await m.call('POST', '/v2/68/auth_check', {
      body: { IdentityProvider: 'LOCAL', AuthID: SOCIAL, SPID: 68 },
    });
    return m.outbox(SOCIAL)[0]?.Code ?? ''; // newest first
  };
  const signInByCode = async () => {
    const answer = await m.call('POST', '/v2/68/auth_check', {
      body: { IdentityProvider: 'LOCAL', AuthID: SOCIAL, AuthCode: await emailedCode(), SPID: 68 },
    });
    return answer.body.JWT as string;
  };

  it('proves itself with the emailed code instead: none is "No Code", a wrong one keeps the session', async () => {
    const token = await signInByCode();
    const change = (body: object) =>
      m.call('PUT', `/v2/68/customer/${social}`, {
        token,
        body: { SPID: 68, Email: 'wiremu@example.co.nz', ...body },
      });
    const none = await change({});
    expect(none).toMatchObject({ status: 400, body: { err_message: ERRORS.no_code } });
    const code = await emailedCode();
    const wrong = await change({ Code: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { ErrorNumber: 1002, err_message: ERRORS.invalid_code },
    });
    const done = await change({ Code: code });
    expect(done.body).toMatchObject({ Email: 'wiremu@example.co.nz', EmailVerified: false });
    // The code works once.
    expect((await change({ Email: 'wiremu2@example.co.nz', Code: code })).status).toBe(401);
  });

  it('still needs the password where the login has one: a code alone does not do', async () => {
    const token = await m.tokenOf(ANA);
    const byCode = await m.call('PUT', `/v2/68/customer/${ana}`, {
      token,
      body: { SPID: 68, Email: 'ana.new@example.co.nz', Code: '123456' },
    });
    expect(byCode).toMatchObject({ status: 401, body: { err_message: ERRORS.wrong_password } });
  });
});

describe('profile: notifications and addons', () => {
  it('keeps notification preferences (2 opted in, 0 not) and refuses other values', async () => {
    const token = await m.tokenOf(ANA);
    const path = `/customer/${ana}/notification_preferences`;
    expect((await m.call('GET', path, { token })).body).toMatchObject({ AccountEmail: 2, OffersEmail: 0 });
    expect((await m.call('PUT', path, { token, body: { OffersEmail: 1 } })).status).toBe(400);
    await m.call('PUT', path, { token, body: { OffersEmail: 2, UsageAlertsSms: 0 } });
    expect((await m.call('GET', path, { token })).body).toEqual({
      AccountEmail: 2,
      OffersEmail: 2,
      OffersSms: 0,
      UsageAlertsSms: 0,
    });
  });

  it('lists addons of a mobile account, none for a new one', async () => {
    const ana$ = await m.call('GET', `/customer/${ana}/addons`, { token: await m.tokenOf(ANA) });
    expect((ana$.body.Addons as unknown[]).length).toBeGreaterThan(0);
    const fresh = await m.call('GET', `/customer/${personaCustomerUuid('new')}/addons`, {
      token: await m.tokenOf('new.customer@example.co.nz'),
    });
    expect(fresh.body.Addons).toEqual([]);
  });
});
