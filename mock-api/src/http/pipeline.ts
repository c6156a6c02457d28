import {
  API_TIMEOUT_MS,
  ERRORS,
  type BodyOf,
  type ContractDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@portal/shared';
import type { MockContext } from '../context';
import { countWrites } from '../db/table';
import { StorageError } from '../persist/commit';
import { drifted } from '../sim/contract-drift';
import type { ScenarioName } from '../sim/scenarios';
import { ApiError, badRequest, forbidden, notFound } from './api-error';
import { conditionalAnswer } from './conditional';
import { canonicalJson, idempotencyKeyOf, once, type StoredAnswer } from './idempotency';
import { checkContentType, parseJsonBody } from './input-guard';
import { parseOr400, queryObject } from './parse';
import { Reply } from './reply';
import { allowHeader, unservedMethod } from './methods';
import { RouteIndex } from './route-index';
import { resolveSession, type HeaderSource, type Session } from './session';

/** What a behaviour may read of the raw request: the same in the browser, in msw/node and in Express. */
export interface RequestView {
  method: string;
  url: string;
  headers: HeaderSource;
}

export interface RouteRequest<C extends ContractDef> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** Present on every route whose access is not public (guest routes: when a token was sent). */
  session: C['access'] extends 'public' ? null : Session;
  request: RequestView;
  /** Whether a scenario is on for this request (header, the customer, or globally). */
  scenario(name: ScenarioName, customerUUID?: string): boolean;
}

export type Behaviour<C extends ContractDef> = (
  req: RouteRequest<C>,
  ctx: MockContext,
) => Promise<ResponseOf<C> | Reply<ResponseOf<C>>> | ResponseOf<C> | Reply<ResponseOf<C>>;

/** A request as every runtime hands it to the pipeline. */
export interface PipelineRequest extends RequestView {
  /** The path below the API base, still percent-encoded. */
  apiPath: string;
  /** The query string with its `?`, or empty. */
  search: string;
  text(): Promise<string>;
}

export type Outcome =
  | { kind: 'answer'; status: number; data: unknown; headers: Record<string, string> }
  /** A simulated answer that is not JSON (a truncated body). */
  | { kind: 'raw'; status: number; text: string; headers: Record<string, string> }
  /** A file (a PDF): the behaviour answered bytes, sent as they are with the headers it set. */
  | { kind: 'file'; status: number; bytes: Uint8Array; headers: Record<string, string> }
  /** An answer without a body (OPTIONS). */
  | { kind: 'empty'; status: number; headers: Record<string, string> }
  /** A simulated network failure: no HTTP answer at all. */
  | { kind: 'network-error' };

export interface Operation {
  contract: ContractDef;
  behaviour: Behaviour<ContractDef>;
}

/** The operations of one mock API, by method and path. */
const indexes = new WeakMap<MockContext, RouteIndex<Operation>>();

export function operationIndex(ctx: MockContext): RouteIndex<Operation> {
  let index = indexes.get(ctx);
  if (!index) indexes.set(ctx, (index = new RouteIndex()));
  return index;
}

const errorAnswer = (error: ApiError): Outcome => ({
  kind: 'answer',
  status: error.status,
  data: error.body(),
  headers: error.headers,
});

/** The Retry-After of a simulated 429, in seconds. */
const SIMULATED_RETRY_AFTER_S = 30;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Applies the simulated latency and any fault set for this route; answers the fault if there is one. */
export async function simulateTransport(
  ctx: MockContext,
  method: string,
  apiPath: string,
): Promise<Outcome | undefined> {
  const wait = ctx.sim.latencyMs();
  if (wait > 0) await sleep(wait);
  const fault = ctx.sim.takeFault(method, apiPath);
  if (!fault) return undefined;
  if (fault.kind === 'network') return { kind: 'network-error' };
  if (fault.kind === 'timeout') {
    await sleep(API_TIMEOUT_MS + 1000);
    return {
      kind: 'answer',
      status: 504,
      data: { err_message: ERRORS.simulated_fault, err_code: 'simulated_fault' },
      headers: {},
    };
  }
  if (fault.kind === 'malformed') {
    return {
      kind: 'raw',
      status: 200,
      text: '{"err_message": "trunc',
      headers: { 'content-type': 'application/json' },
    };
  }
  return {
    kind: 'answer',
    status: fault.status,
    data: { err_message: ERRORS.simulated_fault, err_code: 'simulated_fault' },
    // A throttled caller is told when to come back, as the real API's 429s do.
    headers: fault.status === 429 ? { 'Retry-After': String(SIMULATED_RETRY_AFTER_S) } : {},
  };
}

/**
 * Answers a request for one of the registered operations, or undefined when none has this method and path. The
 * order is the security order: transport simulation, then who is calling (401, role 403), then whose resource it
 * is (404, multi-factor 403), and only then the input (400), so an anonymous caller learns nothing of the schema.
 */
export async function dispatch(ctx: MockContext, req: PipelineRequest): Promise<Outcome | undefined> {
  const index = operationIndex(ctx);
  const method = req.method.toUpperCase();
  let match;
  try {
    // HEAD is GET without the body; the runtime leaves the body out.
    match = index.find(method === 'HEAD' ? 'GET' : method, req.apiPath);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logRequest(ctx, req, error.status, performance.now());
    return errorAnswer(error);
  }
  if (!match) return methodAnswer(ctx, req, index.methodsAt(req.apiPath));
  return kept(ctx, await runOperation(ctx, match.entry, match.params, req));
}

/**
 * A request whose method no operation at its path answers: OPTIONS lists the methods, any other method at a known
 * path is 405 with `Allow`, a method served nowhere is 501; undefined leaves an unknown route to the runtime.
 */
export function methodAnswer(
  ctx: MockContext,
  req: Pick<PipelineRequest, 'method' | 'apiPath' | 'search'>,
  methodsAtPath: readonly string[],
): Outcome | undefined {
  let outcome: Outcome | undefined;
  if (req.method.toUpperCase() === 'OPTIONS' && methodsAtPath.length > 0) {
    outcome = { kind: 'empty', status: 204, headers: { Allow: allowHeader(methodsAtPath) } };
  } else {
    const refusal = unservedMethod(req.method, methodsAtPath);
    outcome = refusal && errorAnswer(refusal);
  }
  if (outcome) logRequest(ctx, req, outcome.kind === 'network-error' ? 0 : outcome.status, performance.now());
  return outcome;
}

/** The answer goes out only once what the request changed is kept; a storage failure answers 503 instead. */
async function kept(ctx: MockContext, outcome: Outcome): Promise<Outcome> {
  try {
    await ctx.commit();
    return outcome;
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return {
      kind: 'answer',
      status: 503,
      data: { err_message: ERRORS.storage_unavailable, err_code: 'storage_unavailable' },
      headers: { 'Retry-After': '5' },
    };
  }
}

async function runOperation(
  ctx: MockContext,
  { contract, behaviour }: Operation,
  rawParams: Record<string, string>,
  req: PipelineRequest,
): Promise<Outcome> {
  const started = performance.now();
  const writesBefore = countWrites(ctx.db);
  let outcome: Outcome = { kind: 'network-error' };
  try {
    const fault = await simulateTransport(ctx, req.method, req.apiPath);
    if (fault) return (outcome = fault);
    const session = await resolveSession(ctx, req, contract.access);
    if (contract.owner) {
      const customerUUID = rawParams[contract.owner];
      if (!session || !customerUUID || !session.owns(customerUUID)) throw notFound();
      // Multi-factor is enforced here, not only in the app: the account stays shut until its code is passed.
      const mfaOn = !!ctx.db.mfaSettings.find(customerUUID);
      if (mfaOn && !contract.beforeMfa && !session.mfa.includes(customerUUID))
        throw forbidden('mfa_required');
    }
    const params = contract.params ? parseOr400(contract.params, rawParams, 'params') : undefined;
    const query = contract.query
      ? parseOr400(contract.query, queryObject(new URLSearchParams(req.search)), 'query')
      : undefined;
    let sent: unknown;
    let body: unknown;
    if (contract.body) {
      const text = await req.text();
      if (text.trim()) checkContentType(req.headers.get('content-type'));
      sent = parseJsonBody(text);
      // An empty body reads as `{}`; a JSON `null` is a value, and not an object (400 like a string or an array).
      if (sent === null)
        throw badRequest('body_not_object', { err_message: `body: ${ERRORS.body_not_object}` });
      body = parseOr400(contract.body, sent ?? {}, 'body');
    }
    const ownCustomer = session?.login.CustomerUUIDs[0];
    const run = async (): Promise<StoredAnswer> => {
      try {
        const answer = answerOf(
          contract,
          await behaviour(
            {
              params: params as never,
              query: query as never,
              body: body as never,
              session: session as never,
              request: req,
              scenario: (name, customerUUID = ownCustomer) =>
                ctx.sim.scenarioOn(name, { request: req, customerUUID }),
            },
            ctx,
          ),
          ctx,
        );
        // After the check of answers against their contracts: this scenario's answers break them on purpose.
        return ctx.sim.scenarioOn('contract.drift', { request: req, customerUUID: ownCustomer })
          ? drifted(contract.id, answer)
          : answer;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        return { status: error.status, data: error.body(), headers: error.headers };
      }
    };
    const key = contract.idempotent ? idempotencyKeyOf(req.headers) : undefined;
    const answer = key
      ? await once(
          ctx,
          {
            caller: session?.login.UUID ?? 'guest',
            contractId: contract.id,
            key,
            request: `${req.method} ${req.apiPath}${req.search}\n${canonicalJson(sent)}`,
          },
          run,
        )
      : await run();
    if (answer.data instanceof Uint8Array)
      return (outcome = { kind: 'file', status: answer.status, bytes: answer.data, headers: answer.headers });
    const { notModified, ...tagged } = conditionalAnswer(
      contract,
      req.method.toUpperCase(),
      req.headers.get('if-none-match'),
      answer,
    );
    if (notModified) return (outcome = { kind: 'empty', status: tagged.status, headers: tagged.headers });
    return (outcome = { kind: 'answer', ...tagged });
  } catch (error) {
    if (error instanceof ApiError) return (outcome = errorAnswer(error));
    console.error(`[mock-api] ${contract.id} failed`, error);
    return (outcome = {
      kind: 'answer',
      status: 500,
      data: { err_message: ERRORS.something_wrong, err_code: 'something_wrong' },
      headers: {},
    });
  } finally {
    const status = outcome.kind === 'network-error' ? 0 : outcome.status;
    // Some GETs write (the specification sends verification emails with GET) and a refused call may count an
    // attempt; a success of any other method may change the simulation's own state.
    if (
      countWrites(ctx.db) !== writesBefore ||
      (req.method !== 'GET' && req.method !== 'HEAD' && status > 0 && status < 400)
    )
      ctx.changed();
    logRequest(ctx, req, status, started);
  }
}

function answerOf(contract: ContractDef, result: unknown, ctx: MockContext): StoredAnswer {
  const answer = result instanceof Reply ? result : new Reply(result, contract.status ?? 200);
  if (ctx.config.validateResponses && answer.status < 300) {
    const check = contract.response.safeParse(answer.data);
    if (!check.success) {
      const issue = check.error.issues[0];
      throw new ApiError(500, 'response_contract', {
        err_message: `${ERRORS.response_contract}: ${contract.id}: ${issue?.path.join('.')} ${issue?.message}`,
      });
    }
  }
  return { status: answer.status, data: answer.data, headers: answer.headers };
}

function logRequest(
  ctx: MockContext,
  req: Pick<PipelineRequest, 'method' | 'apiPath' | 'search'>,
  status: number,
  started: number,
): void {
  ctx.sim.logRequest({
    at: ctx.sim.clock.now(),
    method: req.method,
    path: req.apiPath + req.search,
    status,
    ms: Math.round(performance.now() - started),
  });
}
