import {
  CUSTOM_TOKEN_ID,
  DEMO_PASSWORD,
  INVITATION_CODE,
  MFA_EXAMPLE_CODE,
  VERIFICATION_SECRET,
} from '@portal/fixtures';
import { signIdentityToken, subjectFor } from '@portal/mock-api';
import type { Examples } from '../harness';

const tamaIdentity = {
  provider: 'GOOGLE' as const,
  subject: await subjectFor('GOOGLE', 'tama.google@example.co.nz'),
  name: 'Tama Prepay',
  email: 'tama.google@example.co.nz',
};
// Signed as the simulated provider would, valid for a day: longer than any run.
const { token: tamaGoogleToken } = await signIdentityToken(tamaIdentity, Date.now(), 86_400_000);

const signUp = {
  SPID: 68,
  Email: 'aroha.ngata@example.co.nz',
  Password: 'Kia-ora-2026',
  DisplayName: 'Aroha  Ngata',
  AcceptTerms: true,
  AcceptPrivacy: true,
};

export const accessExamples: Examples = {
  'access.signUp': {
    params: { spid: '68' },
    body: signUp,
    badBody: { ...signUp, Password: 'kiaora' },
    status: 201,
  },
  'access.identityConsent': {
    params: { provider: 'GOOGLE' },
    body: { Name: 'Aroha Mere Ngata', Email: 'aroha@example.co.nz' },
    badBody: { Name: '' },
  },
  'access.linkIdentity': {
    as: 'tama',
    params: { spid: '68' },
    body: { IdentityProvider: 'GOOGLE', identity_token: tamaGoogleToken },
    badBody: { IdentityProvider: 'GOOGLE' },
  },
  'access.authCheck': {
    params: { spid: '68' },
    body: { IdentityProvider: 'LOCAL', AuthID: 'ana.postpay@example.co.nz', SPID: 68 },
    badBody: { IdentityProvider: 'LOCAL', AuthID: 'ana.postpay@example.co.nz', AuthCode: '12-34', SPID: 68 },
  },
  'access.createCustomToken': { as: 'ana', status: 201 },
  'access.redeemCustomToken': { params: { id: CUSTOM_TOKEN_ID } },
  'access.startMfa': (ids) => ({ as: 'newcomer', params: { uuid: ids.customer.newcomer } }),
  'access.verifyMfa': (ids) => ({
    as: 'newcomer',
    params: { uuid: ids.customer.newcomer },
    body: { code: MFA_EXAMPLE_CODE },
    badBody: {},
  }),
  'access.forgotEmail': {
    params: { spid: '68' },
    body: { MobileNumber: '021 123 4501' },
    badBody: { MobileNumber: '12' },
  },
  'access.forgotPassword': {
    params: { spid: '68' },
    body: { Email: 'ana.postpay@example.co.nz' },
    badBody: { Email: 'ana.postpay' },
  },
  'access.setPassword': {
    as: 'ana',
    params: { spid: '68', authId: 'ana.postpay@example.co.nz' },
    body: { Password: 'Pohutukawa-2027', OldPassword: DEMO_PASSWORD },
    badBody: { Password: 'pohutukawa', OldPassword: DEMO_PASSWORD },
  },
  'access.sendEmailVerification': (ids) => ({ as: 'unverified', params: { uuid: ids.customer.unverified } }),
  'access.resendEmailVerification': (ids) => ({
    as: 'unverified',
    params: { uuid: ids.customer.unverified },
  }),
  'access.confirmEmailVerification': (ids) => ({
    params: { uuid: ids.customer.unverified },
    query: { Secret: VERIFICATION_SECRET, CustomerUUID: ids.customer.unverified },
    badQuery: { Secret: '', CustomerUUID: ids.customer.unverified },
  }),
  'access.acceptInvitation': {
    as: 'newcomer',
    body: { code: INVITATION_CODE },
    badBody: { code: 'NOT-A-CODE' },
  },
  'access.pushAuthRoles': (ids) => ({
    as: 'newcomer',
    params: { id: ids.login.newcomer },
    body: [{ CustomerUUID: ids.customer.newcomer, Role: 'customer' }],
    badBody: [{ CustomerUUID: ids.customer.tama, Role: 'customer' }],
    foreign: 'tama',
  }),
};
