import { contracts } from '@portal/shared';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.customer;

export const customerHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.listMine, ({ session }) => ({
    Customers: session.login.CustomerUUIDs.map((uuid) => ctx.db.customers.find(uuid)).filter(
      (x) => x !== undefined,
    ),
  })),
  route(ctx, c.get, ({ params }) => {
    const customer = ctx.db.customers.find(params.uuid);
    if (!customer) throw notFound();
    return customer;
  }),
];
