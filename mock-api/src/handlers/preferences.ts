import {
  contracts,
  type CustomerPreferences,
  type StoredCustomerPreferences,
  type StoredUserPreferences,
  type UserPreferences,
} from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.preferences;

/** A login with no record has chosen no language and has not accepted the terms (nothing says it did). */
const freshUser = (LoginUUID: string): StoredUserPreferences => ({
  LoginUUID,
  lang: null,
  'is-accepted-terms': false,
});
const freshCustomer = (CustomerUUID: string): StoredCustomerPreferences => ({
  CustomerUUID,
  HideExternalIDPromt: false,
});

const userView = ({ lang, 'is-accepted-terms': accepted }: StoredUserPreferences): UserPreferences => ({
  lang,
  'is-accepted-terms': accepted,
});
const customerView = ({ HideExternalIDPromt }: StoredCustomerPreferences): CustomerPreferences => ({
  HideExternalIDPromt,
});

const isEmpty = (body: object) => Object.values(body).every((v) => v === undefined);

/** A new login accepted the terms and privacy policy to sign up. */
export async function recordAcceptedTerms(ctx: MockContext, loginUUID: string): Promise<void> {
  await ctx.db.userPreferences.upsert(loginUUID, freshUser(loginUUID), (d) => {
    d['is-accepted-terms'] = true;
  });
}

export const preferenceHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.getUser, ({ session }) =>
    userView(ctx.db.userPreferences.find(session.login.UUID) ?? freshUser(session.login.UUID)),
  ),

  route(ctx, c.setUser, async ({ body, session }) => {
    if (isEmpty(body)) throw badRequest('no_payload');
    const uuid = session.login.UUID;
    return userView(
      await ctx.db.userPreferences.upsert(uuid, freshUser(uuid), (d) => Object.assign(d, body)),
    );
  }),

  route(ctx, c.getCustomer, ({ params }) => {
    if (!ctx.db.customers.find(params.uuid)) throw notFound();
    return customerView(ctx.db.customerPreferences.find(params.uuid) ?? freshCustomer(params.uuid));
  }),

  route(ctx, c.setCustomer, async ({ params, body }) => {
    if (isEmpty(body)) throw badRequest('no_payload');
    if (!ctx.db.customers.find(params.uuid)) throw notFound();
    return customerView(
      await ctx.db.customerPreferences.upsert(params.uuid, freshCustomer(params.uuid), (d) =>
        Object.assign(d, body),
      ),
    );
  }),
];
