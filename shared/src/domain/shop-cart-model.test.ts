import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItemKind, cartTotals, purchaseAnalytics, setQuantity, switchSim } from './shop-cart-rules';

/*
 * A model of the cart: a list of lines, edited by SIM switches, quantity changes and broadband additions. After
 * any sequence the cart holds at most one mobile choice, no line with quantity 0, and totals that add back up to
 * what the shopper pays.
 */
type Line = { ServiceType: 'MOBILE' | 'UFB' | 'FWA'; Quantity: number; PriceCents: number; id: number };

const line = fc.record({
  ServiceType: fc.constantFrom('MOBILE', 'UFB', 'FWA') as fc.Arbitrary<Line['ServiceType']>,
  Quantity: fc.integer({ min: 1, max: 5 }),
  PriceCents: fc.integer({ min: 0, max: 50_000 }),
  id: fc.nat(),
});
const command = fc.oneof(
  fc.record({
    kind: fc.constant('switch' as const),
    lines: fc.array(
      line.map((l) => ({ ...l, ServiceType: 'MOBILE' as const })),
      { maxLength: 3 },
    ),
  }),
  fc.record({ kind: fc.constant('add' as const), line: line.filter((l) => l.ServiceType !== 'MOBILE') }),
  fc.record({
    kind: fc.constant('quantity' as const),
    at: fc.nat(),
    quantity: fc.integer({ min: 0, max: 5 }),
  }),
);

describe('cart model', () => {
  it('keeps the cart consistent under any sequence of edits', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        let cart: Line[] = [];
        // The model: which mobile lines the last switch chose, by a unique id given on entering the cart.
        let mobileIds: number[] = [];
        let next = 0;
        const enter = (l: Line) => ({ ...l, id: next++ });
        for (const c of commands) {
          if (c.kind === 'switch') {
            const chosen = c.lines.map(enter);
            cart = switchSim(cart, chosen);
            mobileIds = chosen.map((l) => l.id);
          } else if (c.kind === 'add') cart = [...cart, enter(c.line)];
          else if (cart.length > 0) {
            const at = c.at % cart.length;
            const before = cart[at] as Line;
            cart = setQuantity(cart, at, c.quantity);
            if (c.quantity === 0) {
              expect(cart.map((l) => l.id)).not.toContain(before.id);
              mobileIds = mobileIds.filter((id) => id !== before.id);
            } else expect(cart.find((l) => l.id === before.id)?.Quantity).toBe(c.quantity);
          }
          expect(cart.filter((l) => l.ServiceType === 'MOBILE').map((l) => l.id)).toEqual(mobileIds);
          expect(cart.every((l) => l.Quantity > 0)).toBe(true);
          const totals = cartTotals(cart);
          const paid = cart.reduce((s, l) => s + l.PriceCents * l.Quantity, 0);
          expect(totals.AmountCents + totals.AmountTaxCents).toBe(paid);
          expect(totals.AmountTaxCents).toBeGreaterThanOrEqual(0);
          const event = purchaseAnalytics({
            ...totals,
            Items: cart.map((l) => ({
              ItemUUID: String(l.id),
              Name: 'x',
              Quantity: l.Quantity,
              PriceCents: l.PriceCents,
            })),
          });
          expect(Math.round(event.value * 100)).toBe(paid);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('classifies every combination of types as exactly one kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('TYPE_PRODUCT', 'TYPE_VIRTUAL'),
        fc.constantFrom(undefined, 'SIM', 'MODEM'),
        fc.constantFrom('MOBILE', 'FWA', 'UFB'),
        (Type, PhysicalType, ServiceType) => {
          const kind = cartItemKind({ Type, PhysicalType, ServiceType } as Parameters<
            typeof cartItemKind
          >[0]);
          expect(['sim', 'plan', 'broadband-plan', 'modem']).toContain(kind);
          if (PhysicalType === 'MODEM') expect(kind).toBe('modem');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
