import { DEMO_PASSWORD, MFA_PERSONA, PREACTIVATED_SIMS, personaCustomerUuid } from '@portal/fixtures';
import { allContracts, THROTTLE, THROTTLE_REFUSALS, type ThrottleCode } from '@portal/shared';
import { PERSONA_EMAIL } from '../../contract/harness';
import { documentOperations, matches } from './document';

/** One way to make an operation's throttle refuse: the requests, until the one that must answer 429. */
export interface ThrottleDrive {
  operation: string;
  code: ThrottleCode;
  /** Sends the requests that use up the allowance and answers the one after them. */
  drive(base: string): Promise<Response>;
}

type Json = Record<string, unknown>;

const call = (base: string, method: string, path: string, body?: Json, token?: string) =>
  fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** Sends the same request `times` times, then once more, and answers that last one. */
async function repeat(times: number, send: () => Promise<Response>): Promise<Response> {
  for (let i = 0; i < times; i++) await (await send()).arrayBuffer();
  return send();
}

/** A six-digit code that none of the codes sent so far is, so every try is wrong. */
async function wrongCode(base: string): Promise<string> {
  const res = await fetch(`${base}/__mock/outbox`);
  const { messages } = (await res.json()) as { messages: { Code?: string }[] };
  const sent = new Set(messages.map((m) => m.Code));
  let n = 0;
  while (sent.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

const LOCAL = { IdentityProvider: 'LOCAL', SPID: 68 };
const ANA = PERSONA_EMAIL.ana;

/** Signs in with the demo password: the token and the login's first account. */
async function signedIn(base: string, email: string): Promise<{ token: string; customer: string }> {
  const res = await call(base, 'POST', '/v2/68/auth', { ...LOCAL, AuthID: email, AuthCode: DEMO_PASSWORD });
  const auth = (await res.json()) as { JWT: string; CustomerAccounts: { UUID: string }[] };
  return { token: auth.JWT, customer: auth.CustomerAccounts[0]?.UUID as string };
}

/** A login from a social sign-up, which has no password and proves itself with an emailed code. */
async function socialLogin(base: string): Promise<{ token: string; customer: string; email: string }> {
  const email = 'kiri.throttle@example.co.nz';
  const consent = await call(base, 'POST', '/identity/GOOGLE/token', { Name: 'Kiri Walker', Email: email });
  const { identity_token } = (await consent.json()) as { identity_token: string };
  const signedUp = await call(base, 'POST', '/v2/68/customer', {
    SPID: 68,
    IdentityProvider: 'GOOGLE',
    identity_token,
    DisplayName: 'Kiri  Walker',
    AcceptTerms: true,
    AcceptPrivacy: true,
  });
  const auth = (await signedUp.json()) as { JWT: string; CustomerAccounts: { UUID: string }[] };
  return { token: auth.JWT, customer: auth.CustomerAccounts[0]?.UUID as string, email };
}

/**
 * Every throttle of every operation, driven to its 429 the way a caller would get there. The suite checks that
 * this list covers every throttle the contracts declare, so a new one is driven too.
 */
export const THROTTLE_DRIVES: ThrottleDrive[] = [
  {
    operation: 'auth.signIn',
    code: 'sign_in_locked',
    drive: (base) =>
      repeat(THROTTLE.failuresPerLogin, () =>
        call(base, 'POST', '/v2/68/auth', { ...LOCAL, AuthID: ANA, AuthCode: 'Not-the-password-1' }),
      ),
  },
  {
    operation: 'access.authCheck',
    code: 'sends_locked',
    drive: (base) =>
      repeat(THROTTLE.sendsPerRecipient, () =>
        call(base, 'POST', '/v2/68/auth_check', { ...LOCAL, AuthID: ANA }),
      ),
  },
  {
    operation: 'access.authCheck',
    code: 'code_attempts_used',
    drive: async (base) => {
      await call(base, 'POST', '/v2/68/auth_check', { ...LOCAL, AuthID: ANA });
      const AuthCode = await wrongCode(base);
      return repeat(5, () => call(base, 'POST', '/v2/68/auth_check', { ...LOCAL, AuthID: ANA, AuthCode }));
    },
  },
  {
    operation: 'access.authCheck',
    code: 'sign_in_locked',
    drive: async (base) => {
      let n = 0;
      return repeat(THROTTLE.failuresPerAddress, () =>
        call(base, 'POST', '/v2/68/auth_check', {
          ...LOCAL,
          AuthID: `nobody${n++}@example.co.nz`,
          AuthCode: '123456',
        }),
      );
    },
  },
  {
    operation: 'access.verifyMfa',
    code: 'code_attempts_used',
    drive: async (base) => {
      const { token } = await signedIn(base, MFA_PERSONA.email);
      const uuid = personaCustomerUuid(MFA_PERSONA.key);
      await call(base, 'POST', `/customers/${uuid}/mfa`, undefined, token);
      const code = await wrongCode(base);
      return repeat(5, () => call(base, 'PUT', `/customers/${uuid}/mfa`, { code }, token));
    },
  },
  {
    operation: 'access.forgotEmail',
    code: 'sends_locked',
    drive: (base) =>
      repeat(THROTTLE.sendsPerRecipient, () =>
        call(base, 'POST', '/v2/68/forgot_email', { MobileNumber: '021 123 4501' }),
      ),
  },
  {
    operation: 'access.forgotPassword',
    code: 'sends_locked',
    drive: (base) =>
      repeat(THROTTLE.sendsPerRecipient, () => call(base, 'POST', '/v2/68/forgot_password', { Email: ANA })),
  },
  ...(['send', 'resend'] as const).map((kind): ThrottleDrive => ({
    operation: `access.${kind}EmailVerification`,
    code: 'sends_locked',
    drive: async (base) => {
      const { token, customer } = await signedIn(base, PERSONA_EMAIL.unverified);
      return repeat(THROTTLE.sendsPerRecipient, () =>
        call(base, 'GET', `/customer/${customer}/email_verification/${kind}`, undefined, token),
      );
    },
  })),
  {
    operation: 'profile.changeEmail',
    code: 'code_attempts_used',
    drive: async (base) => {
      const { token, customer, email } = await socialLogin(base);
      await call(base, 'POST', '/v2/68/auth_check', { ...LOCAL, AuthID: email });
      const Code = await wrongCode(base);
      const body = { SPID: 68, Email: 'kiri.elsewhere@example.co.nz', Code };
      return repeat(5, () => call(base, 'PUT', `/v2/68/customer/${customer}`, body, token));
    },
  },
  ...(['adoptBySms', 'adoptBySimSms'] as const).map((operation): ThrottleDrive => ({
    operation: `mobileActivation.${operation}`,
    code: 'code_attempts_used',
    drive: async (base) => {
      const { token, customer: CustomerUUID } = await signedIn(base, PERSONA_EMAIL.tama);
      const sim = PREACTIVATED_SIMS.tamaSpare;
      const path = operation === 'adoptBySms' ? '/v3/adopt_by_sms' : '/v3/adopt_by_sim_sms';
      const which = operation === 'adoptBySms' ? { MSISDN: sim.MSISDN } : { SIMID: sim.SIMID };
      await call(base, 'POST', path, { CustomerUUID, ...which }, token);
      const Code = await wrongCode(base);
      return repeat(5, () => call(base, 'POST', path, { CustomerUUID, ...which, Code }, token));
    },
  })),
];

/** Every throttle the contracts declare, as `operation code`. */
export const declaredThrottles = () =>
  allContracts.flatMap((c) => (c.throttles ?? []).map((code) => `${c.id} ${code}`)).sort();

/**
 * What is wrong with a throttle's 429 by the document, if anything: it must be listed for the operation, name the
 * refusal's code, carry a body of the documented schema, and send Retry-After exactly where the document says so.
 */
export async function undocumentedThrottle(drive: ThrottleDrive, res: Response): Promise<string | undefined> {
  const body = (await res.json()) as Json;
  if (res.status !== 429) return `expected 429, got ${res.status}: ${JSON.stringify(body)}`;
  if (body.err_code !== drive.code) return `expected ${drive.code}, got ${String(body.err_code)}`;
  const op = documentOperations().find((o) => o.id === drive.operation);
  const schema = op?.responses.get(429);
  if (!op || schema === undefined) return 'the document lists no 429';
  if (!matches(schema, body)) return `the body is not the documented one: ${JSON.stringify(body)}`;
  const listed = op.responseDescriptions.get(429) ?? '';
  if (!listed.includes(`${drive.code} (`)) return `the document's 429 does not name ${drive.code}: ${listed}`;
  const promised = op.responseHeaders.get(429)?.includes('Retry-After') ?? false;
  const sent = Number(res.headers.get('retry-after'));
  if (THROTTLE_REFUSALS[drive.code].retryAfter && !(promised && sent > 0))
    return `Retry-After ${promised ? 'documented' : 'not documented'}, sent "${res.headers.get('retry-after')}"`;
  return undefined;
}
