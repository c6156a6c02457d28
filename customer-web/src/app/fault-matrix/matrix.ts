import { allContracts, seededRandom, type ContractDef } from '@portal/shared';
import { FAULT_CLASSES, type FaultClass } from './fault-classes';
import { staticPaths } from './pages';

/** The pages the matrix always opens: those where a failed call was once read as a fact or left loading. */
export const NAMED_PAGES = [
  '/profile/my-orders',
  '/profile/broadband',
  '/broadband',
  '/help',
  '/plans',
] as const;
const SIGNED_IN_PAGES = NAMED_PAGES.filter((p) => p.startsWith('/profile'));

/** Pages that need a state the matrix does not set up (a purchase just made, story mode, a link's token). */
const NOT_IN_MATRIX =
  /^\/(story|eshop\/(thanks|bnpl-return|checkout-landing)|payment-provider|order-placement)/;

/**
 * The calls that every signed-in page reads before it is drawn and that sign-in needs: they fail only alone, so
 * that "all failing" is each page's own calls.
 */
const KEPT_ANSWERING = new Set(['auth.signIn', 'customer.get', 'customer.listMine']);

/** The calls whose failure a guard or the profile tabs could take for "no": each fails alone on the profile pages. */
export const GUARD_CALLS = [
  'customer.get',
  'system.remoteConfig',
  'mobileProducts.list',
  'shopOrders.fibreProducts',
  'broadbandServices.fwaProducts',
  'paymentMethods.list',
  'billingRoutes.list',
] as const;

/** A contract's path as a fault pattern of the mock: each parameter any run of characters, any query after it. */
export const faultPattern = (contract: ContractDef): string => `${contract.path.replace(/:[^/]+/g, '*')}*`;

const contracts = (allContracts as readonly ContractDef[]).filter((c) => c.method.toUpperCase() !== 'HEAD');

/** Every contract's pattern but the ones kept answering: every call a page can make fails. */
export function allFailingPatterns(): { pattern: string; method: string }[] {
  return contracts
    .filter((c) => !KEPT_ANSWERING.has(c.id))
    .map((c) => ({ pattern: faultPattern(c), method: c.method.toLowerCase() }));
}

export function contractById(id: string): ContractDef {
  const found = contracts.find((c) => c.id === id);
  if (!found) throw new Error(`No contract ${id} in the registry`);
  return found;
}

export interface MatrixCase {
  page: string;
  cls: FaultClass;
  /** The one contract failing; none: all of them. */
  alone?: string;
}

/**
 * The matrix: the named pages with all their calls failing, for every fault class; each guard call failing alone
 * on a profile page, with a class drawn from the seed; and a seeded sample of the route table's other pages, all
 * failing, each with a class drawn from the seed.
 */
export function matrixCases(seed: number, sampled: number): MatrixCase[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const cases: MatrixCase[] = [];
  for (const page of NAMED_PAGES) for (const cls of FAULT_CLASSES) cases.push({ page, cls });
  const answered = FAULT_CLASSES.filter((c) => !c.endsSession);
  for (const alone of GUARD_CALLS) cases.push({ page: pick(SIGNED_IN_PAGES), cls: pick(answered), alone });
  const others = staticPaths().filter(
    (p) => !NOT_IN_MATRIX.test(p) && !(NAMED_PAGES as readonly string[]).includes(p),
  );
  for (let i = 0; i < sampled && others.length; i++) {
    const page = others.splice(Math.floor(random() * others.length), 1)[0] as string;
    cases.push({ page, cls: pick(FAULT_CLASSES) });
  }
  return cases;
}
