import {
  ACCESS_LIMITS,
  contracts,
  NULL_EMAIL_DOMAIN,
  newPasswordError,
  normaliseNzMobile,
} from '@portal/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import { activeSecret, issueSecret, markUsed, randomToken } from '../auth/secrets';
import { limitSends } from '../auth/throttle';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/api-error';
import { route } from '../http/route';
import { sendMessage } from '../outbox';
import { loginByEmail } from './access-identity';
import type { HandlerGroup } from './types';

const c = contracts.access;

export const recoveryHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.forgotEmail, async ({ body, request }) => {
    const number = normaliseNzMobile(body.MobileNumber) as string;
    await limitSends(ctx, c.forgotEmail, request, number);
    const sameNumber = (n: string) => normaliseNzMobile(n) === number;
    const owners = [
      ...ctx.db.logins.where((l) => sameNumber(l.MobileNumber)),
      ...ctx.db.customers
        .where((cu) => sameNumber(cu.MobileNumber))
        .flatMap((cu) => ctx.db.logins.where((l) => l.CustomerUUIDs.includes(cu.UUID))),
    ];
    // An @null.null address is no help to anyone: such a login signs in with its provider.
    const emails = [...new Set(owners.map((l) => l.Email))]
      .filter((e) => !e.endsWith(NULL_EMAIL_DOMAIN))
      .sort();
    if (emails.length) {
      await sendMessage(ctx, {
        Channel: 'sms',
        To: number,
        Subject: 'Your email address',
        Body:
          emails.length === 1
            ? `Kia ora, the email address you sign in with is ${emails[0]}.`
            : `Kia ora, the email addresses you sign in with are ${emails.join(', ')}.`,
        Link: '/sign-in',
        Kind: 'forgot-email',
      });
    }
    return { Sent: true as const };
  }),

  route(ctx, c.forgotPassword, async ({ body, request }) => {
    await limitSends(ctx, c.forgotPassword, request, body.Email);
    const login = loginByEmail(ctx, body.Email);
    // Only a login with a password can reset it; social logins have none. Same answer either way.
    if (login?.PasswordHash) {
      const token = randomToken();
      await issueSecret(
        ctx,
        'password-reset',
        { LoginUUID: login.UUID },
        token,
        ACCESS_LIMITS.passwordResetMs,
      );
      await sendMessage(ctx, {
        Channel: 'email',
        To: login.Email,
        Subject: 'Reset your password',
        Body: 'Someone asked to reset the password of your account. Open the link below within an hour to choose a new one. If it was not you, you can ignore this email.',
        Link: `/forgot-pass?token=${token}&email=${encodeURIComponent(login.Email)}`,
        Kind: 'password-reset',
      });
    }
    return { Sent: true as const };
  }),

  route(ctx, c.setPassword, async ({ params, body, session }) => {
    const login = loginByEmail(ctx, params.authId);
    const reset =
      body.ResetToken && login ? activeSecret(ctx, 'password-reset', { LoginUUID: login.UUID }) : undefined;
    if (body.ResetToken !== undefined) {
      if (!login || !reset || reset.Secret !== body.ResetToken) throw badRequest('link_invalid');
    } else {
      if (!session) throw unauthorized('no_auth_token');
      if (!login || session.login.UUID !== login.UUID || !login.PasswordHash) throw forbidden('not_allowed');
      if (body.OldPassword !== undefined && !(await verifyPassword(body.OldPassword, login.PasswordHash))) {
        throw new ApiError(401, 'wrong_old_password', { ErrorNumber: 1002 });
      }
    }
    const problem = newPasswordError(body.Password, undefined, body.OldPassword);
    if (problem) throw badRequest(problem);
    const hash = await hashPassword(body.Password);
    await ctx.db.logins.update(login.UUID, (draft) => {
      draft.PasswordHash = hash;
    });
    if (reset) await markUsed(ctx, reset);
    return { ok: true as const };
  }),
];
