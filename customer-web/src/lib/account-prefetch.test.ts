import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContractDef } from '@portal/shared';
import { prefetchAccount } from './account-prefetch';
import { apiCall } from './api/client';
import { chooseMobileProduct } from './mobile-products';
import { usageBalanceQuery } from './usage-balance';

vi.mock('./api/client', () => ({ apiCall: vi.fn() }));
// The backend's clock is asked outside the API client; here it is this machine's.
vi.mock('./server-clock', () => ({
  serverClockQuery: { queryKey: ['server-clock'], queryFn: async () => 0 },
}));
const api = vi.mocked(apiCall);

const CUSTOMER = '6b7a3c10-1111-4a1a-8a1a-000000000001';
const LOGIN = '6b7a3c10-1111-4a1a-8a1a-0000000000aa';
const service = (UUID: string, BillingReference: string | null, Status = 4) => ({
  UUID,
  Status,
  BillingReference,
  Addons: [],
});

/** Every other call answers at once; the mobile services answer when the test says. */
function backend() {
  let answer: (products: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const products = new Promise((resolve, reject) => {
    answer = (list) => resolve({ MobileProducts: list });
    fail = reject;
  });
  api.mockImplementation(async (contract: ContractDef) =>
    contract.id === 'mobileProducts.list' ? products : {},
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchAccount(queryClient, CUSTOMER, LOGIN);
  return { queryClient, answer, fail };
}

const asked = () => api.mock.calls.map(([contract]) => (contract as ContractDef).id);
const settle = () => new Promise((done) => setTimeout(done, 0));

const FIRST_TRIP = [
  'customer.get',
  'preferences.getUser',
  'mobileProducts.list',
  'paymentMethods.list',
  'billingRoutes.list',
  'customer.listMine',
  'shopOrders.fibreProducts',
  'broadbandServices.fwaProducts',
  // The home's own: orders and the bills due and overdue (number porting is off in the reference build).
  'shopOrders.list',
  'invoices.list',
  'invoices.list',
];

afterEach(() => {
  api.mockReset();
  localStorage.clear();
});

describe("a newly opened account's prefetch", () => {
  it('asks every call that needs only the sign-in answer at once, and nothing that reads their answers', async () => {
    backend();
    await settle();
    expect(asked().sort()).toEqual([...FIRST_TRIP].sort());
  });

  it("asks a postpay service's usage and its catalogue as soon as the services answer", async () => {
    const { queryClient, answer } = backend();
    answer([service('p1', 'postpay-1')]);
    await settle();
    expect(asked().slice(FIRST_TRIP.length).sort()).toEqual([
      'mobileCatalogue.postpayPlans',
      'mobileUsage.balance',
    ]);
    // Under the dashboard's own key, so it finds the call in flight or answered.
    expect(queryClient.getQueryState(usageBalanceQuery(CUSTOMER, 'p1').queryKey)?.status).toBe('success');
  });

  it("asks a prepay service's catalogue and its auto top-up", async () => {
    const { answer } = backend();
    answer([service('p1', 'prepay-1')]);
    await settle();
    expect(asked().slice(FIRST_TRIP.length).sort()).toEqual([
      'mobileCatalogue.prepayPlans',
      'mobileUsage.balance',
      'prepay.getAutoTopUp',
    ]);
  });

  it('reads the service chosen in this browser, as the dashboard does', async () => {
    chooseMobileProduct('p2');
    const { queryClient, answer } = backend();
    answer([service('p1', 'postpay-1'), service('p2', 'postpay-2')]);
    await settle();
    expect(queryClient.getQueryState(usageBalanceQuery(CUSTOMER, 'p2').queryKey)?.status).toBe('success');
    expect(queryClient.getQueryState(usageBalanceQuery(CUSTOMER, 'p1').queryKey)).toBeUndefined();
  });

  it("asks a broadband service's plans as soon as the broadband services answer, for the home's card", async () => {
    api.mockImplementation(async (contract: ContractDef) =>
      contract.id === 'shopOrders.fibreProducts'
        ? { UFBProducts: [{ UUID: 'f1' }] }
        : contract.id === 'broadbandServices.fwaProducts'
          ? { FWAProducts: [{ UUID: 'w1' }] }
          : contract.id === 'mobileProducts.list'
            ? new Promise(() => undefined)
            : {},
    );
    prefetchAccount(new QueryClient({ defaultOptions: { queries: { retry: false } } }), CUSTOMER, LOGIN);
    await settle();
    expect(asked().slice(FIRST_TRIP.length).sort()).toEqual([
      'broadbandServices.fibreServicePlans',
      'broadbandServices.fwaServicePlans',
    ]);
  });

  it('asks nothing more for an account without a usable service, or when the services fail', async () => {
    backend().answer([service('p1', null, 2)]);
    await settle();
    expect(asked()).toHaveLength(FIRST_TRIP.length);

    api.mockReset();
    const { queryClient, fail } = backend();
    fail(new Error('offline'));
    await settle();
    expect(asked()).toHaveLength(FIRST_TRIP.length);
    // The failure stays for the guard that reads the services, which shows it with its retry.
    const products = queryClient.getQueryCache().findAll({ queryKey: ['mobileProducts.list'] });
    expect(products.map((q) => q.state.status)).toEqual(['error']);
  });
});
