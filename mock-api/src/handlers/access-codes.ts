import {
  ACCESS_LIMITS,
  contracts,
  isOneTimeCode,
  maskEmail,
  maskMobile,
  type ContractDef,
} from '@portal/shared';
import { isActive, issueSecret, markUsed, randomCode, redeemCode } from '../auth/secrets';
import {
  countEvent,
  limitSends,
  refuseWhenLocked,
  signInFailuresOfAddress,
  codeAttemptsUsed,
  type Declaring,
} from '../auth/throttle';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { route } from '../http/route';
import { sendMessage } from '../outbox';
import { loginByEmail, signedIn } from './access-identity';
import type { HandlerGroup } from './types';

const c = contracts.access;

/** A wrong or expired code: 401 with error number 1002, so a signed-in client keeps its session. */
const invalidCode = () => new ApiError(401, 'invalid_code', { ErrorNumber: 1002 });

/**
 * Redeems a code or refuses: 401 for a wrong one, 429 once its wrong tries are used up (a new one is needed), which
 * the operation's contract declares.
 */
export async function redeemOrRefuse<C extends ContractDef>(
  contract: Declaring<C, 'code_attempts_used'>,
  ...args: Parameters<typeof redeemCode>
): Promise<void> {
  const outcome = await redeemCode(...args);
  if (outcome === 'used-up') throw codeAttemptsUsed(contract);
  if (outcome === 'wrong') throw invalidCode();
}

const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export const codeHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.authCheck, async (req) => {
    const { body, request } = req;
    const login = loginByEmail(ctx, body.AuthID);
    if (body.AuthCode === undefined) {
      await limitSends(ctx, c.authCheck, request, body.AuthID);
      const expires = ctx.sim.clock.nowNanos() + ACCESS_LIMITS.oneTimeCodeMs * 1_000_000;
      // The same answer whether or not the email has a login, so emails cannot be probed.
      if (login) {
        const code = randomCode();
        await issueSecret(ctx, 'sign-in-code', { LoginUUID: login.UUID }, code, ACCESS_LIMITS.oneTimeCodeMs);
        await sendMessage(ctx, {
          Channel: 'email',
          To: login.Email,
          Subject: 'Your sign-in code',
          Body: `Your sign-in code is ${spaced(code)}. It works once, for 10 minutes. If you did not ask for it, you can ignore this email.`,
          Code: code,
          Kind: 'sign-in-code',
        });
      }
      return { CodeSent: true as const, ExpiresAtNanos: expires };
    }
    if (!isOneTimeCode(body.AuthCode)) throw badRequest('invalid_code');
    // Wrong codes count with failed passwords against the address, so codes cannot be sprayed across logins.
    const ofAddress = signInFailuresOfAddress(request);
    refuseWhenLocked(ctx, c.authCheck, 'sign_in_locked', ofAddress);
    try {
      if (!login) throw invalidCode();
      await redeemOrRefuse(c.authCheck, ctx, 'sign-in-code', { LoginUUID: login.UUID }, body.AuthCode);
    } catch (error) {
      await countEvent(ctx, ofAddress);
      throw error;
    }
    return signedIn(ctx, login, 'LOCAL', req);
  }),

  route(ctx, c.createCustomToken, async ({ session }) => {
    const id = crypto.randomUUID();
    const secret = await issueSecret(
      ctx,
      'custom-token',
      { LoginUUID: session.login.UUID },
      id,
      ACCESS_LIMITS.customTokenMs,
      id,
    );
    return { ID: id, Link: `/sign-in?auth_token=${id}`, ExpiresAtNanos: secret.ExpiresAtNanos };
  }),
  route(ctx, c.redeemCustomToken, async (req) => {
    const token = ctx.db.accessSecrets.find(req.params.id);
    const login =
      token?.Kind === 'custom-token' && isActive(ctx, token)
        ? ctx.db.logins.find(token.LoginUUID)
        : undefined;
    if (!token || !login) throw invalidCode();
    await markUsed(ctx, token);
    return signedIn(ctx, login, login.IdentityProvider, req);
  }),

  route(ctx, c.startMfa, async ({ params, session }) => {
    const setting = ctx.db.mfaSettings.find(params.uuid);
    const customer = ctx.db.customers.find(params.uuid);
    if (!customer) throw notFound();
    if (!setting) return { Required: false };
    const code = randomCode();
    const owner = { LoginUUID: session.login.UUID, CustomerUUID: customer.UUID };
    const secret = await issueSecret(ctx, 'mfa-code', owner, code, ACCESS_LIMITS.oneTimeCodeMs);
    const sms = setting.Channel === 'sms' && customer.MobileNumber;
    const to = sms ? customer.MobileNumber : customer.Email;
    await sendMessage(ctx, {
      Channel: sms ? 'sms' : 'email',
      To: to,
      Subject: 'Your verification code',
      Body: `Your verification code is ${spaced(code)}. It works once, for 10 minutes.`,
      Code: code,
      Kind: 'mfa-code',
    });
    return {
      Required: true,
      Channel: sms ? ('sms' as const) : ('email' as const),
      To: sms ? maskMobile(to) : maskEmail(to),
      ExpiresAtNanos: secret.ExpiresAtNanos,
    };
  }),
  route(ctx, c.verifyMfa, async ({ params, body, session }) => {
    const code = body.code?.trim();
    if (!code) throw badRequest('no_code');
    const owner = { LoginUUID: session.login.UUID, CustomerUUID: params.uuid };
    if (!isOneTimeCode(code)) throw invalidCode();
    await redeemOrRefuse(c.verifyMfa, ctx, 'mfa-code', owner, code);
    const token = await ctx.tokens.sign(session.login, undefined, [...session.mfa, params.uuid]);
    return { Verified: true as const, JWT: token.jwt, JWTExpiry: token.expiresAt };
  }),
];
