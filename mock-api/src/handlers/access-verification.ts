import { ACCESS_LIMITS, contracts, isEmailVerified, type Customer } from '@portal/shared';
import { activeSecret, issueSecret, markUsed, randomToken } from '../auth/secrets';
import type { MockContext } from '../context';
import { limitSends } from '../auth/throttle';
import { badRequest, notFound } from '../http/api-error';
import { route } from '../http/route';
import { sendMessage } from '../outbox';
import type { HandlerGroup } from './types';

const c = contracts.access;

export const ownerLogin = (ctx: MockContext, customerUUID: string) =>
  ctx.db.logins.first((l) => l.CustomerUUIDs.includes(customerUUID));

/**
 * Emails the verification link of an account: the active secret again, or a new one when there is none or when
 * `fresh` (resend) asks for one, which voids the earlier link.
 */
export async function sendVerification(ctx: MockContext, customer: Customer, fresh: boolean) {
  const status = { Email: customer.Email, EmailVerified: true, Sent: false };
  if (isEmailVerified(customer.Email, customer.EmailVerified)) return status;
  const login = ownerLogin(ctx, customer.UUID);
  if (!login) throw notFound();
  const owner = { LoginUUID: login.UUID, CustomerUUID: customer.UUID };
  const secret =
    (!fresh && activeSecret(ctx, 'email-verification', owner)) ||
    (await issueSecret(ctx, 'email-verification', owner, randomToken(), ACCESS_LIMITS.emailVerificationMs));
  const link = `/email-verify-page?secret=${secret.Secret}&customer=${customer.UUID}`;
  await sendMessage(ctx, {
    Channel: 'email',
    To: customer.Email,
    Subject: 'Please verify your email address',
    Body: `Kia ora ${customer.FirstName}, please confirm this is your email address by opening the link below. It works for 24 hours.`,
    Link: link,
    Kind: 'email-verification',
  });
  return { ...status, EmailVerified: false, Sent: true };
}

const customerOr404 = (ctx: MockContext, uuid: string) => {
  const customer = ctx.db.customers.find(uuid);
  if (!customer) throw notFound();
  return customer;
};

export const verificationHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.sendEmailVerification, async ({ params, request }) => {
    const customer = customerOr404(ctx, params.uuid);
    await limitSends(ctx, c.sendEmailVerification, request, customer.Email);
    return sendVerification(ctx, customer, false);
  }),
  route(ctx, c.resendEmailVerification, async ({ params, request }) => {
    const customer = customerOr404(ctx, params.uuid);
    await limitSends(ctx, c.resendEmailVerification, request, customer.Email);
    return sendVerification(ctx, customer, true);
  }),
  route(ctx, c.confirmEmailVerification, async ({ params, query }) => {
    const customer = ctx.db.customers.find(params.uuid);
    const secret =
      customer && query.CustomerUUID === params.uuid
        ? ctx.db.accessSecrets.first(
            (s) =>
              s.Kind === 'email-verification' &&
              s.CustomerUUID === params.uuid &&
              s.Secret === query.Secret &&
              s.ExpiresAtNanos > ctx.sim.clock.nowNanos(),
          )
        : undefined;
    // A used link confirms again while the email stays verified, so opening it twice is not an error.
    const usable = secret && (secret.UsedAtNanos === undefined || customer?.EmailVerified);
    if (!customer || !secret || !usable) throw badRequest('link_invalid');
    if (secret.UsedAtNanos === undefined) await markUsed(ctx, secret);
    // The email belongs to the login: every account of it with the same email is verified at once.
    const login = ownerLogin(ctx, customer.UUID);
    const email = customer.Email.toLowerCase();
    for (const uuid of login?.CustomerUUIDs ?? [customer.UUID]) {
      const account = ctx.db.customers.find(uuid);
      if (account && account.Email.toLowerCase() === email && !account.EmailVerified) {
        await ctx.db.customers.update(uuid, (draft) => {
          draft.EmailVerified = true;
        });
      }
    }
    return { CustomerUUID: customer.UUID, EmailVerified: true as const };
  }),
];
