import { contracts } from '@portal/shared';
import { route } from '../http/route';
import { transactionsOf } from '../billing/transactions';
import type { HandlerGroup } from './types';

const c = contracts.invoices;

export const chargeHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.charges, ({ params, query }) => {
    const newestFirst = transactionsOf(ctx.db, params.uuid);
    const all = query.SortDesc ? newestFirst : newestFirst.reverse();
    const from = (query.PageNumber - 1) * query.PageSize;
    return {
      Transactions: all.slice(from, from + query.PageSize),
      PageInfo: { TotalItemCount: all.length },
    };
  }),
];
