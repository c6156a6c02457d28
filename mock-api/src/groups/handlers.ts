import { contracts } from '@portal/shared';
import type { HandlerGroup } from '../handlers/types';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import { actOnInvite, approvalsOf, sendInvite } from './invites';
import {
  changeMobileGroupSettings,
  leaveCustomerGroup,
  leaveMobileGroup,
  removeOtherCustomer,
  removeOtherMobile,
  setCustomerSpendLimit,
  setMobileSpendLimit,
} from './membership';
import { customerGroupInfo, customerGroupOf, mobileGroupInfos } from './views';

const c = contracts.groups;

/** Customer and mobile groups and their invites; the account in the path is the caller's (checked by the route). */
export const groupHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.customerGroupInfo, ({ params }) => {
    const group = customerGroupOf(ctx, params.customerUuid);
    if (!group) throw notFound('object_not_found');
    return { CustomerGroupInfos: [customerGroupInfo(ctx, group, params.customerUuid)] };
  }),
  route(ctx, c.mobileGroupInfo, ({ query, session }) => {
    if (!session.owns(query.CustomerUUID)) throw notFound();
    return { MobileGroupInfos: mobileGroupInfos(ctx, query.CustomerUUID, query.MobileProductUUID) };
  }),
  route(ctx, c.invite, ({ params, body }) => sendInvite(ctx, params.customerUuid, body)),
  route(ctx, c.approvals, ({ params }) => approvalsOf(ctx, params.customerUuid)),
  route(ctx, c.approvalAction, ({ params, body }) => actOnInvite(ctx, params.customerUuid, body)),
  route(ctx, c.leaveCustomerGroup, ({ params, body }) =>
    leaveCustomerGroup(ctx, params.customerUuid, body.CustomerGroupUUID),
  ),
  route(ctx, c.removeOtherCustomer, ({ params, body }) =>
    removeOtherCustomer(ctx, params.customerUuid, body.CustomerGroupUUID, body.OtherCustomerUUID),
  ),
  route(ctx, c.customerSpendLimit, ({ params, body }) =>
    setCustomerSpendLimit(ctx, params.customerUuid, body),
  ),
  route(ctx, c.leaveMobileGroup, ({ params, body }) =>
    leaveMobileGroup(ctx, params.customerUuid, body.MobileGroupUUID, body.MobileProductUUID),
  ),
  route(ctx, c.removeOtherMobile, ({ params, body }) =>
    removeOtherMobile(ctx, params.customerUuid, body.MobileGroupUUID, body.OtherMobileProductUUID),
  ),
  route(ctx, c.mobileSpendLimit, ({ params, body }) => setMobileSpendLimit(ctx, params.customerUuid, body)),
  route(ctx, c.mobileGroupSettings, ({ params, body }) =>
    changeMobileGroupSettings(ctx, params.customerUuid, body),
  ),
];
