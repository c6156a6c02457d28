import {
  accountAddons,
  contracts,
  type Customer,
  type CustomerUpdate,
  type NotificationPreferences,
} from '@portal/shared';
import { verifyPassword } from '../auth/password';
import type { MockContext } from '../context';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error';
import { route } from '../http/route';
import { redeemOrRefuse } from './access-codes';
import { sendVerification } from './access-verification';
import { mobileProductsOf } from './mobile-products';
import type { HandlerGroup } from './types';

const c = contracts.profile;

/** What a new account is signed up to until the customer says otherwise. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  AccountEmail: 2,
  OffersEmail: 0,
  OffersSms: 0,
  UsageAlertsSms: 2,
};

/** Whether another login already signs in with this email. */
const emailTaken = (ctx: MockContext, email: string, ownLoginUUID: string) =>
  !!ctx.db.logins.first((l) => l.UUID !== ownLoginUUID && l.Email.toLowerCase() === email.toLowerCase());

const customerOr404 = (ctx: MockContext, uuid: string) => {
  const customer = ctx.db.customers.find(uuid);
  if (!customer) throw notFound();
  return customer;
};

/** PUT and PATCH of an account's own fields: only what is sent changes, and something must be sent. */
async function updateCustomer(ctx: MockContext, uuid: string, body: CustomerUpdate): Promise<Customer> {
  const { SPID: _spid, ...fields } = body;
  if (Object.values(fields).every((v) => v === undefined)) throw badRequest('no_payload');
  customerOr404(ctx, uuid);
  return (await ctx.db.customers.update(uuid, (d) => Object.assign(d, fields))) as Customer;
}

export const profileHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.update, ({ params, body }) => {
    // Edit details never sets the rewards number: that takes the re-authentication of its own call.
    const { ExternalRef5, ...details } = body;
    if (ExternalRef5 !== undefined && ExternalRef5 !== customerOr404(ctx, params.uuid).ExternalRef5)
      throw badRequest('rewards_number_own_check');
    return updateCustomer(ctx, params.uuid, details);
  }),
  route(ctx, c.patch, ({ params, body }) => updateCustomer(ctx, params.uuid, body)),

  route(ctx, c.changeEmail, async ({ params, body, session }) => {
    const customer = customerOr404(ctx, params.uuid);
    const login = session.login;
    // Re-authentication: a wrong password or code keeps the session (ErrorNumber 1002). A login without a
    // password (a social sign-in) proves itself with the code emailed to it, as for the rewards number.
    if (!login.PasswordHash) {
      if (!body.Code) throw badRequest('no_code');
      await redeemOrRefuse(c.changeEmail, ctx, 'sign-in-code', { LoginUUID: login.UUID }, body.Code);
    } else if (!body.Password || !(await verifyPassword(body.Password, login.PasswordHash))) {
      throw new ApiError(401, 'wrong_password', { ErrorNumber: 1002 });
    }
    const email = body.Email.trim();
    if (email.toLowerCase() === customer.Email.toLowerCase()) throw badRequest('email_same');
    if (emailTaken(ctx, email, login.UUID)) throw conflict('email_taken');
    const updated = (await ctx.db.customers.update(customer.UUID, (d) => {
      d.Email = email;
      d.EmailVerified = email.toLowerCase().endsWith('@null.null');
    })) as Customer;
    if (login.Email.toLowerCase() === customer.Email.toLowerCase()) {
      await ctx.db.logins.update(login.UUID, (d) => {
        d.Email = email;
      });
      const local = ctx.db.identities.first((i) => i.LoginUUID === login.UUID && i.Provider === 'LOCAL');
      if (local) await ctx.db.identities.update(local.UUID, (d) => (d.Subject = email));
    }
    if (!updated.EmailVerified) await sendVerification(ctx, updated, true);
    return updated;
  }),

  route(ctx, c.getNotifications, ({ params }) => {
    customerOr404(ctx, params.uuid);
    const { CustomerUUID: _c, ...stored } = ctx.db.notificationPreferences.find(params.uuid) ?? {
      CustomerUUID: params.uuid,
      ...DEFAULT_PREFERENCES,
    };
    return stored;
  }),

  route(ctx, c.setNotifications, async ({ params, body }) => {
    customerOr404(ctx, params.uuid);
    const fresh = { ...DEFAULT_PREFERENCES, CustomerUUID: params.uuid };
    const { CustomerUUID: _c, ...answer } = await ctx.db.notificationPreferences.upsert(
      params.uuid,
      fresh,
      (d) => Object.assign(d, body),
    );
    return answer;
  }),

  // The addons on the account's mobile services: an account without any is sent to no-plans-page.
  route(ctx, c.addons, async ({ params }) => {
    customerOr404(ctx, params.uuid);
    return { Addons: accountAddons(params.uuid, await mobileProductsOf(ctx, params.uuid)) };
  }),
];
