import { allContracts, faultPatternMatches, seededRandom, type ContractDef } from '@portal/shared';
import { FAULT_CLASSES, type FaultClass } from './fault-classes';

/** The pages that meet every fault class: those where a failed call was once read as a fact or left loading. */
export const NAMED_PAGES = [
  '/profile/my-orders',
  '/profile/broadband',
  '/broadband',
  '/help',
  '/plans',
] as const;

/**
 * Pages the matrix does not open, each met by every fault class in a browser journey instead: story mode is a
 * presenter around both apps whose calls are the control API's, not the product's (tests/e2e/customer/story.spec.ts);
 * the simulated Afterpay and Klarna page and the return from it stand for the provider's side of a payment and read
 * its answer in their address (tests/e2e/customer/shop-bnpl.spec.ts); the broadband thank-you page watches its
 * order for seconds of real time before it can tell a failure from a slow answer
 * (tests/e2e/customer/shop-orders.spec.ts).
 */
export const NOT_IN_MATRIX = /^\/(story|eshop\/(bnpl-return|thanks-broadband)|payment-provider)/;

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

/** A call every signed-in page reads before it is drawn: not one of the page's own. */
export const keptAnswering = (call: { method: string; path: string }): boolean =>
  contracts.some(
    (c) =>
      KEPT_ANSWERING.has(c.id) &&
      c.method.toLowerCase() === call.method.toLowerCase() &&
      faultPatternMatches(faultPattern(c), call.path),
  );

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

/** A call that fails alone: a contract of the registry, or one request a page was seen to send. */
export type Alone = { contract: string } | { method: string; path: string };

export const aloneName = (alone: Alone): string =>
  'contract' in alone ? alone.contract : `${alone.method} ${alone.path}`;

export function aloneFault(alone: Alone): { pattern: string; method: string } {
  if ('path' in alone) return { pattern: alone.path, method: alone.method.toLowerCase() };
  const contract = contractById(alone.contract);
  return { pattern: faultPattern(contract), method: contract.method.toLowerCase() };
}

export interface MatrixCase {
  page: string;
  cls: FaultClass;
  /** The one call failing; none: all of them. */
  alone?: Alone;
}

/** What the matrix knows of each page before drawing its cases: the calls it was seen to send. */
export interface PageCalls {
  page: string;
  calls: { method: string; path: string }[];
}

/**
 * The matrix: every page with all its calls failing, for every fault class (or, with `classesPerPage` below the
 * number of classes, the classes rotated over the pages so that each class meets as many pages and the named pages
 * still meet every class); each guard call failing alone on a profile page; and, for a seeded sample of pages, each
 * call the page sends failing alone, with a class drawn from the seed.
 */
export function matrixCases(
  pages: readonly PageCalls[],
  seed: number,
  sampled: number,
  classesPerPage: number = FAULT_CLASSES.length,
): MatrixCase[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const answered = FAULT_CLASSES.filter((c) => !c.endsSession);
  const cases: MatrixCase[] = [];
  pages.forEach(({ page }, i) => {
    const named = (NAMED_PAGES as readonly string[]).includes(page);
    const per = named ? FAULT_CLASSES.length : Math.min(classesPerPage, FAULT_CLASSES.length);
    const classes = Array.from(
      { length: per },
      (_, k) => FAULT_CLASSES[(per * i + k) % FAULT_CLASSES.length]!,
    );
    for (const cls of classes) cases.push({ page, cls });
  });
  const profilePages = pages.map((p) => p.page).filter((p) => p.startsWith('/profile/'));
  for (const contract of profilePages.length ? GUARD_CALLS : [])
    cases.push({ page: pick(profilePages), cls: pick(answered), alone: { contract } });
  const ownCalls = (p: PageCalls) => p.calls.filter((c) => !keptAnswering(c));
  const pool = pages.filter((p) => ownCalls(p).length > 1);
  for (let i = 0; i < sampled && pool.length; i++) {
    const chosen = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
    for (const call of ownCalls(chosen)) cases.push({ page: chosen.page, cls: pick(answered), alone: call });
  }
  return cases;
}
