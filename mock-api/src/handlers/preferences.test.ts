import { personaCustomerUuid } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const INSTORE = 'instore@example.co.nz';
const USER = '/v2/68/user/preferences';

describe('preferences of a login (lang, is-accepted-terms)', () => {
  it('keep the language the login chose, wherever it signs in again', async () => {
    expect((await m.call('GET', USER, { token: await m.tokenOf(ANA) })).body).toEqual({
      lang: null,
      'is-accepted-terms': true,
    });
    await m.call('PUT', USER, { token: await m.tokenOf(ANA), body: { lang: 'mi-NZ' } });
    expect((await m.call('GET', USER, { token: await m.tokenOf(ANA) })).body).toMatchObject({
      lang: 'mi-NZ',
    });
  });

  it('record the acceptance of the terms, which cannot be taken back', async () => {
    const token = await m.tokenOf(INSTORE);
    expect((await m.call('GET', USER, { token })).body).toMatchObject({ 'is-accepted-terms': false });
    const revoke = await m.call('PUT', USER, { token, body: { 'is-accepted-terms': false } });
    expect(revoke.status).toBe(400);
    expect(revoke.body.err_message).toContain('Terms and privacy can only be accepted');
    expect((await m.call('PUT', USER, { token, body: {} })).body).toMatchObject({ err_code: 'no_payload' });
    await m.call('PUT', USER, { token, body: { 'is-accepted-terms': true } });
    expect((await m.call('GET', USER, { token })).body).toMatchObject({ 'is-accepted-terms': true });
  });

  it('a login made by sign-up has accepted the terms', async () => {
    await m.call('POST', '/v2/68/customer', {
      body: {
        SPID: 68,
        Email: 'kahu.new@example.co.nz',
        Password: 'Kia-ora-2026',
        DisplayName: 'Kahu  Hou',
        AcceptTerms: true,
        AcceptPrivacy: true,
      },
    });
    const token = await m.tokenOf('kahu.new@example.co.nz', 'Kia-ora-2026');
    expect((await m.call('GET', USER, { token })).body).toEqual({ lang: null, 'is-accepted-terms': true });
  });
});

describe('preferences of an account (HideExternalIDPromt)', () => {
  const path = `/customer/${personaCustomerUuid('ana')}/preferences`;

  it('remember that the rewards-number prompt was dismissed', async () => {
    const token = await m.tokenOf(ANA);
    expect((await m.call('GET', path, { token })).body).toEqual({ HideExternalIDPromt: false });
    expect((await m.call('PUT', path, { token, body: { HideExternalIDPromt: 'yes' } })).status).toBe(400);
    await m.call('PUT', path, { token, body: { HideExternalIDPromt: true } });
    expect((await m.call('GET', path, { token })).body).toEqual({ HideExternalIDPromt: true });
  });

  it('belong to the account: another customer gets 404', async () => {
    const other = await m.call('GET', path, { token: await m.tokenOf('tama.prepay@example.co.nz') });
    expect(other.status).toBe(404);
  });
});
