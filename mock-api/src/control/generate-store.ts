import { generateFibreStore } from '@portal/fixtures';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { MockContext } from '../context';
import { committing } from '../persist/commit';
import { parse } from './parse-body';

const GENERATE_BATCH = 5_000;

const GenerateSchema = z.object({
  /** How many fibre orders (each with its product, some notes, and a customer for every three). */
  orders: z.number().int().min(1).max(100_000).default(10_000),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(68),
  /** Replace the store's orders, products and notes instead of adding to them. */
  replace: z.boolean().default(false),
});

/**
 * POST /__mock/generate: loads a bulk data set into the provider-side store (for example 10,000 orders for the
 * list benchmark), dated from the virtual clock and built from the store's LFC products and plans.
 */
export function generateStoreHandler(ctx: MockContext, base: string): HttpHandler {
  return http.post(
    `${base}/generate`,
    committing(ctx, async ({ request }) => {
      const body = await parse(GenerateSchema, request);
      if (body instanceof Response) return body;
      const started = performance.now();
      const { db } = ctx;
      if (body.replace) {
        db.ufbOrders.clear();
        db.ufbProducts.clear();
        db.storeNotes.clear();
        db.orderEvents.clear();
      }
      // A loop, not Math.max(...numbers): a spread of 100,000 arguments overflows the stack.
      let lastNumber = 200000;
      for (const o of db.ufbOrders.all()) lastNumber = Math.max(lastNumber, Number(o.OrderNumber.slice(4)));
      // In batches, so the plain generated records of one batch are garbage before the next is made: the process
      // never holds the whole data set twice.
      const made = { orders: 0, products: 0, notes: 0, customers: 0 };
      for (let done = 0; done < body.orders; done += GENERATE_BATCH) {
        const generated = generateFibreStore({
          count: Math.min(GENERATE_BATCH, body.orders - done),
          seed: body.seed,
          nowMs: ctx.sim.clock.now(),
          firstNumber: lastNumber + 1 + done,
          key: `bulk-${body.seed}-${db.ufbOrders.count()}`,
          lfcProducts: db.lfcProducts.all(),
          plans: db.ufbPlans.all(),
        });
        for (const c of generated.customers) await db.customers.insert(c);
        for (const o of generated.orders) await db.ufbOrders.insert(o);
        for (const p of generated.products) await db.ufbProducts.insert(p);
        for (const n of generated.notes) await db.storeNotes.insert(n);
        made.orders += generated.orders.length;
        made.products += generated.products.length;
        made.notes += generated.notes.length;
        made.customers += generated.customers.length;
        // What the batch left behind goes now, while little is garbage: the heap never grows to hold a second
        // data set's worth of spent objects, which the process would keep as resident memory afterwards.
        ctx.settle();
      }
      ctx.changed();
      return HttpResponse.json({
        generated: made,
        totalOrders: db.ufbOrders.count(),
        ms: Math.round(performance.now() - started),
      });
    }),
  );
}
