import { contracts, type AuthRoleRecord } from '@portal/shared';
import type { MockContext } from '../context';
import { badRequest, forbidden, notFound } from '../http/api-error';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.access;

const acceptedBy = (ctx: MockContext, loginUUID: string, customerUUID: string) =>
  !!ctx.db.accessInvitations.first(
    (i) => i.AcceptedByLoginUUID === loginUUID && i.CustomerUUID === customerUUID,
  );

export const invitationHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.acceptInvitation, async ({ body, session }) => {
    const code = body.code?.trim().toUpperCase();
    if (!code) throw badRequest('no_code');
    const now = ctx.sim.clock.nowNanos();
    const invitation = ctx.db.accessInvitations.first((i) => i.Code.toUpperCase() === code);
    const me = session.login.UUID;
    const usable =
      invitation &&
      invitation.ExpiresAtNanos > now &&
      (invitation.AcceptedByLoginUUID === undefined || invitation.AcceptedByLoginUUID === me);
    const customer = usable ? ctx.db.customers.find(invitation.CustomerUUID) : undefined;
    if (!invitation || !customer) throw badRequest('invalid_code');
    if (invitation.InvitedEmail.toLowerCase() !== session.login.Email.toLowerCase()) {
      throw forbidden('invitation_other_email');
    }
    if (invitation.AcceptedByLoginUUID === undefined) {
      await ctx.db.accessInvitations.update(invitation.UUID, (draft) => {
        draft.AcceptedByLoginUUID = me;
        draft.AcceptedAtNanos = now;
      });
    }
    return {
      CustomerUUID: customer.UUID,
      InvitationUUID: invitation.UUID,
      FirstName: customer.FirstName,
      LastName: customer.LastName,
    };
  }),

  route(ctx, c.pushAuthRoles, async ({ params, body, session }) => {
    const login = session.login;
    if (params.id !== login.UUID) throw notFound();
    // Checked as a whole first, so a refused record stores nothing.
    for (const record of body) {
      if (record.Role !== 'customer') throw forbidden('not_allowed');
      const reachable =
        login.CustomerUUIDs.includes(record.CustomerUUID) || acceptedBy(ctx, login.UUID, record.CustomerUUID);
      if (!reachable || !ctx.db.customers.find(record.CustomerUUID)) throw notFound();
    }
    const now = ctx.sim.clock.nowNanos();
    const mine = (): AuthRoleRecord[] => ctx.db.authRoles.where((r) => r.LoginUUID === login.UUID);
    for (const record of body) {
      if (mine().some((r) => r.CustomerUUID === record.CustomerUUID && r.Role === record.Role)) continue;
      await ctx.db.authRoles.insert({
        UUID: crypto.randomUUID(),
        LoginUUID: login.UUID,
        CustomerUUID: record.CustomerUUID,
        Role: record.Role,
        CreatedAtNanos: now,
      });
    }
    const gained = body.map((r) => r.CustomerUUID).filter((uuid) => !login.CustomerUUIDs.includes(uuid));
    if (gained.length) {
      await ctx.db.logins.update(login.UUID, (draft) => {
        draft.CustomerUUIDs = [...new Set([...draft.CustomerUUIDs, ...gained])];
      });
    }
    return { Roles: mine() };
  }),
];
