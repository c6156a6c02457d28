import { describe, expect, it } from 'vitest';
import { ERRORS, isEmailVerified } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();

/** Sign-up with the identity token of a social sign-in; the name comes from the identity. */
const socialSignUp = (IdentityProvider: string, identity_token: string) =>
  m.call('POST', '/v2/68/customer', {
    body: {
      SPID: 68,
      IdentityProvider,
      identity_token,
      DisplayName: '',
      AcceptTerms: true,
      AcceptPrivacy: true,
    },
  });

const emailSignUp = (over: Record<string, unknown> = {}) =>
  m.call('POST', '/v2/68/customer', {
    body: {
      SPID: 68,
      Email: 'Aroha.Ngata@example.co.nz',
      Password: 'Kia-ora-2026',
      DisplayName: 'Aroha  Te Whare',
      MobileNumber: '+64 21 555 0101',
      AcceptTerms: true,
      AcceptPrivacy: true,
      ...over,
    },
  });

describe('sign-up with email and password', () => {
  it('creates the login and its account, stores the display name, and emails a verification link', async () => {
    const res = await emailSignUp();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      Email: 'aroha.ngata@example.co.nz',
      FirstName: 'Aroha',
      LastName: 'Te Whare',
      MobileNumber: '0215550101',
      IdentityProvider: 'LOCAL',
      roles: ['customer'],
    });
    const login = m.ctx.db.logins.find(res.body.UUID as string);
    const customer = m.ctx.db.customers.find(login?.CustomerUUIDs[0] ?? '');
    expect(customer).toMatchObject({ AccountType: 'new', EmailVerified: false, LastName: 'Te Whare' });
    expect(m.ctx.db.identities.first((i) => i.LoginUUID === login?.UUID)?.DisplayName).toBe(
      'Aroha  Te Whare',
    );
    const [mail] = m.outbox('aroha.ngata@example.co.nz');
    expect(mail?.Link).toMatch(new RegExp(`^/email-verify-page\\?secret=\\w+&customer=${customer?.UUID}$`));
    expect((await m.signIn('aroha.ngata@example.co.nz', 'Kia-ora-2026')).status).toBe(200);
  });

  it('refuses a weak password, missing names, terms or privacy with the exact texts, storing nothing', async () => {
    const before = m.ctx.db.logins.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ Password: 'kiaora2026' }, ERRORS.password_policy],
      [{ DisplayName: 'Aroha  ' }, ERRORS.name_required],
      [{ AcceptTerms: false }, ERRORS.terms_not_accepted],
      [{ AcceptPrivacy: false }, ERRORS.terms_not_accepted],
      [{ Password: undefined }, 'Please enter password'],
    ];
    for (const [over, text] of cases) {
      const res = await emailSignUp(over);
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.err_message).toBe(text);
    }
    expect(m.ctx.db.logins.count()).toBe(before);
    expect(m.outbox('aroha.ngata@example.co.nz')).toEqual([]);
  });

  it('refuses an email that already has a login', async () => {
    const res = await emailSignUp({ Email: 'ANA.postpay@example.co.nz' });
    expect(res.status).toBe(409);
    expect(res.body.err_message).toBe(ERRORS.email_taken);
  });
});

describe('social sign-in and sign-up with an identity link', () => {
  it('says "No identity_token" without a token and answers not linked for a new identity', async () => {
    const none = await m.call('POST', '/v2/68/auth', { body: { IdentityProvider: 'GOOGLE', SPID: 68 } });
    expect(none.status).toBe(400);
    expect(none.body.err_message).toBe('No identity_token');
    const token = await m.consent('GOOGLE', 'Aroha Mere Ngata', 'aroha@example.co.nz');
    const res = await m.call('POST', '/v2/68/auth', {
      body: { IdentityProvider: 'GOOGLE', AuthCode: token, SPID: 68 },
    });
    expect(res.status).toBe(404);
    expect(res.body.err_code).toBe('identity_not_linked');
  });

  it('signs up with a normalised three-part name and no password, then signs in with the identity', async () => {
    const token = await m.consent('GOOGLE', 'Aroha Mere Ngata', 'aroha@example.co.nz');
    const res = await socialSignUp('GOOGLE', token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      FirstName: 'Aroha',
      LastName: 'Mere Ngata',
      IdentityProvider: 'GOOGLE',
    });
    const login = m.ctx.db.logins.find(res.body.UUID as string);
    expect(login?.PasswordHash).toBe('');
    expect(m.ctx.db.customers.find(login?.CustomerUUIDs[0] ?? '')?.EmailVerified).toBe(true);
    expect(m.outbox('aroha@example.co.nz')).toEqual([]);

    const again = await m.consent('GOOGLE', 'Aroha Mere Ngata', 'aroha@example.co.nz');
    for (const provider of ['GOOGLE', 'FIREBASE']) {
      const signIn = await m.call('POST', '/v2/68/auth', {
        body: { IdentityProvider: provider, AuthCode: again, SPID: 68 },
      });
      expect(signIn.status, provider).toBe(200);
      expect(signIn.body.UUID).toBe(res.body.UUID);
    }
    // A social login has no password: password sign-in and reset are not for it.
    expect((await m.signIn('aroha@example.co.nz', 'anything')).status).toBe(401);
    const twice = await socialSignUp('GOOGLE', again);
    expect(twice.status).toBe(409);
    expect(twice.body.err_message).toBe(ERRORS.identity_taken);
  });

  it('tells a client that a social login has no password, and lets it prove itself with an emailed code', async () => {
    const token = await m.consent('GOOGLE', 'Aroha Ngata', 'aroha@example.co.nz');
    expect((await socialSignUp('GOOGLE', token)).status).toBe(201);
    const again = await m.consent('GOOGLE', 'Aroha Ngata', 'aroha@example.co.nz');
    const social = await m.call('POST', '/v2/68/auth', {
      body: { IdentityProvider: 'GOOGLE', AuthCode: again, SPID: 68 },
    });
    expect(social.body.HasPassword).toBe(false);
    const body = { IdentityProvider: 'LOCAL', AuthID: 'aroha@example.co.nz', SPID: 68 };
    expect((await m.call('POST', '/v2/68/auth_check', { body })).body).toMatchObject({ CodeSent: true });
    const code = m.outbox('aroha@example.co.nz').at(-1)?.Code as string;
    const byCode = await m.call('POST', '/v2/68/auth_check', { body: { ...body, AuthCode: code } });
    expect(byCode.status).toBe(200);
    // Signed in by code, the login is still one without a password.
    expect(byCode.body.HasPassword).toBe(false);
    expect((await m.signIn('ana.postpay@example.co.nz')).body.HasPassword).toBe(true);
  });

  it("refuses another provider's token and a forged one", async () => {
    const token = await m.consent('GOOGLE', 'Aroha Ngata', 'aroha@example.co.nz');
    for (const [provider, code] of [
      ['APPLE', token],
      ['GOOGLE', token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')],
    ]) {
      const res = await m.call('POST', '/v2/68/auth', {
        body: { IdentityProvider: provider, AuthCode: code, SPID: 68 },
      });
      expect(res.status).toBe(401);
      expect(res.body.err_message).toBe(ERRORS.identity_token_invalid);
    }
  });

  it('gives an identity without an email a verified @null.null address', async () => {
    const token = await m.consent('APPLE', 'Tane');
    const res = await socialSignUp('APPLE', token);
    expect(res.status).toBe(201);
    expect(res.body.Email).toMatch(/^apple\.\d{21}@null\.null$/);
    expect(res.body).toMatchObject({ FirstName: 'Tane', LastName: 'Tane' });
    expect(isEmailVerified(res.body.Email as string, false)).toBe(true);
  });

  it('links an identity whose email has a login to that login, once', async () => {
    const token = await m.consent('FACEBOOK', 'Ana Postpay', 'ana.postpay@example.co.nz');
    const signUp = await socialSignUp('FACEBOOK', token);
    expect(signUp.status).toBe(409);
    expect(signUp.body.err_message).toBe(ERRORS.email_taken);
    const ana = await m.tokenOf('ana.postpay@example.co.nz');
    const link = await m.call('POST', '/v2/68/identity_link', {
      token: ana,
      body: { IdentityProvider: 'FACEBOOK', identity_token: token },
    });
    expect(link).toMatchObject({ status: 200, body: { Linked: true, Provider: 'FACEBOOK' } });
    const signIn = await m.call('POST', '/v2/68/auth', {
      body: { IdentityProvider: 'FACEBOOK', AuthCode: token, SPID: 68 },
    });
    expect(signIn.body.Email).toBe('ana.postpay@example.co.nz');
    const tama = await m.tokenOf('tama.prepay@example.co.nz');
    const taken = await m.call('POST', '/v2/68/identity_link', {
      token: tama,
      body: { IdentityProvider: 'FACEBOOK', identity_token: token },
    });
    expect(taken.status).toBe(409);
    const none = await m.call('POST', '/v2/68/identity_link', {
      token: tama,
      body: { IdentityProvider: 'FACEBOOK' },
    });
    expect(none.body.err_message).toBe('No identity_token');
  });
});
