import { describe, expect, it } from 'vitest';
import {
  maxQuantity,
  cartItemKind,
  cartTotals,
  chargedAmounts,
  customerCreation,
  fibreOrderType,
  modemOrderType,
  purchaseAnalytics,
  requireFibrePlanUuid,
  requirePlan,
  requireSimType,
  setQuantity,
  switchSim,
} from './shop-cart-rules';

const sim = { Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'MOBILE', SelfManaged: true } as const;
const esim = {
  Type: 'TYPE_VIRTUAL',
  SelfManaged: false,
  PhysicalType: 'SIM',
  ServiceType: 'MOBILE',
} as const;
const plan = { Type: 'TYPE_VIRTUAL', ServiceType: 'MOBILE', SelfManaged: false } as const;
const fibre = { Type: 'TYPE_VIRTUAL', ServiceType: 'UFB', SelfManaged: false } as const;
const modem = {
  Type: 'TYPE_PRODUCT',
  PhysicalType: 'MODEM',
  ServiceType: 'UFB',
  SelfManaged: false,
} as const;

describe('order type', () => {
  it('is TransferPrimary when a transfer is required and ConnectPrimary otherwise', () => {
    expect(fibreOrderType({ required: true })).toBe('TransferPrimary');
    expect(fibreOrderType({ required: false })).toBe('ConnectPrimary');
    expect(fibreOrderType(undefined)).toBe('ConnectPrimary');
  });
  it('gives a modem MultiPrimary only when the transfer is explicitly not required', () => {
    expect(modemOrderType({ required: false })).toBe('MultiPrimary');
    expect(modemOrderType({})).toBe('ConnectPrimary');
    expect(modemOrderType({ required: true })).toBe('TransferPrimary');
  });
});

describe('customer creation', () => {
  it('reuses the customer for self-managed SIMs of a saved SIM list and for fibre plans', () => {
    expect(customerCreation(sim, true)).toBe('ReuseTheCustomer');
    expect(customerCreation(fibre, false)).toBe('ReuseTheCustomer');
  });
  it('makes a brand new customer for other SIMs and plans, and a child customer for modems', () => {
    expect(customerCreation(sim, false)).toBe('BrandNewCustomer');
    expect(customerCreation(plan, true)).toBe('BrandNewCustomer');
    expect(customerCreation(modem, true)).toBe('AddChildCustomer');
  });
  it('tells the kinds of item apart', () => {
    expect([sim, esim, plan, fibre, modem].map(cartItemKind)).toEqual([
      'sim',
      'sim',
      'plan',
      'broadband-plan',
      'modem',
    ]);
  });
});

describe('cart edits', () => {
  it('replaces earlier SIM and plan items when the SIM is switched, keeping broadband', () => {
    const items = [sim, plan, fibre, modem];
    expect(switchSim(items, [esim])).toEqual([fibre, modem, esim]);
  });
  it('removes an item whose quantity is set to 0 and changes the others', () => {
    const items = [{ Quantity: 1 }, { Quantity: 2 }];
    expect(setQuantity(items, 0, 0)).toEqual([{ Quantity: 2 }]);
    expect(setQuantity(items, 1, 3)).toEqual([{ Quantity: 1 }, { Quantity: 3 }]);
  });
});

describe('totals and analytics', () => {
  it('splits GST-inclusive prices into amount and GST', () => {
    expect(cartTotals([{ PriceCents: 11500, Quantity: 2 }])).toEqual({
      AmountCents: 20000,
      AmountTaxCents: 3000,
    });
  });
  it('reads a cart or order as the amount before GST, the GST and their sum', () => {
    expect(chargedAmounts({ AmountCents: 20000, AmountTaxCents: 3000 })).toEqual({
      beforeGstCents: 20000,
      gstCents: 3000,
      totalCents: 23000,
    });
  });
  it('reports (amount + tax) / 100 in NZD with each item', () => {
    const event = purchaseAnalytics({
      AmountCents: 20000,
      AmountTaxCents: 3000,
      Items: [{ ItemUUID: 'a', Name: 'Fibre Fast', Quantity: 2, PriceCents: 11500 }],
    });
    expect(event).toEqual({
      value: 230,
      currency: 'NZD',
      items: [{ item_id: 'a', item_name: 'Fibre Fast', quantity: 2, price: 115 }],
    });
  });
});

describe('validation', () => {
  it('knows three SIM types and rejects others', () => {
    expect(requireSimType('esim')).toBe('esim');
    expect(() => requireSimType('nano')).toThrow('Unknown SIM type');
  });
  it('needs a plan with an availability', () => {
    expect(() => requirePlan({ Availabilities: [] })).toThrow('Plan not specified');
    expect(() => requirePlan(undefined)).toThrow('Plan not specified');
    expect(requirePlan({ Availabilities: [1] })).toEqual({ Availabilities: [1] });
  });
  it('needs the fibre plan id', () => {
    expect(() => requireFibrePlanUuid('')).toThrow('Failed to create UFB cart item');
  });
});

describe('how many of a line a cart takes', () => {
  it('is one of a broadband plan and five of a SIM or a modem', () => {
    expect(maxQuantity({ Type: 'TYPE_VIRTUAL', ServiceType: 'UFB' })).toBe(1);
    expect(maxQuantity({ Type: 'TYPE_VIRTUAL', ServiceType: 'FWA' })).toBe(1);
    expect(maxQuantity({ Type: 'TYPE_PRODUCT', PhysicalType: 'SIM', ServiceType: 'MOBILE' })).toBe(5);
    expect(maxQuantity({ Type: 'TYPE_PRODUCT', PhysicalType: 'MODEM', ServiceType: 'UFB' })).toBe(5);
  });
});
