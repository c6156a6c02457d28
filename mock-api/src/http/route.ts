import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import {
  ERRORS,
  MAX_BODY_BYTES,
  type BodyOf,
  type ContractDef,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@portal/shared';
import { DROP_CONNECTION_HEADER, type MockContext } from '../context';
import { countWrites } from '../db/table';
import { committed } from '../persist/commit';
import type { ScenarioName } from '../sim/scenarios';
import { ApiError, badRequest, forbidden, notFound } from './api-error';
import { parseOr400, queryObject } from './parse';
import { Reply } from './reply';
import { resolveSession, type Session } from './session';

export const API_BASE = '/api';

export interface RouteRequest<C extends ContractDef> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** Present on every route whose access is not public (guest routes: when a token was sent). */
  session: C['access'] extends 'public' ? null : Session;
  request: Request;
  /** Whether a scenario is on for this request (header, the customer, or globally). */
  scenario(name: ScenarioName, customerUUID?: string): boolean;
}

export type Behaviour<C extends ContractDef> = (
  req: RouteRequest<C>,
  ctx: MockContext,
) => Promise<ResponseOf<C> | Reply<ResponseOf<C>>> | ResponseOf<C> | Reply<ResponseOf<C>>;

/** Ids of the contracts that have a handler, so a test can check every contract is implemented once. */
export const implementedContracts = new Map<string, number>();

const json = (data: unknown, status: number, headers: Record<string, string> = {}) =>
  HttpResponse.json(data as never, { status, headers });

/** The path below the API base, as faults and the request log name it. */
export function apiPath(url: URL): string {
  const at = url.pathname.indexOf(API_BASE + '/');
  return at >= 0 ? url.pathname.slice(at + API_BASE.length) : url.pathname;
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) throw new ApiError(413, 'body_too_large');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid_json');
  }
}

/** Applies the simulated latency and any fault set for this route; answers the fault if there is one. */
export async function simulateTransport(ctx: MockContext, request: Request): Promise<Response | undefined> {
  const wait = ctx.sim.latencyMs();
  if (wait > 0) await delay(wait);
  const fault = ctx.sim.takeFault(request.method, apiPath(new URL(request.url)));
  if (!fault) return undefined;
  if (fault.kind === 'network') {
    return ctx.config.networkFault === 'drop'
      ? new HttpResponse(null, { status: 599, headers: { [DROP_CONNECTION_HEADER]: '1' } })
      : HttpResponse.error();
  }
  if (fault.kind === 'malformed') {
    return new HttpResponse('{"err_message": "trunc', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }
  return json({ err_message: ERRORS.simulated_fault, err_code: 'simulated_fault' }, fault.status);
}

/**
 * Turns a contract and its behaviour into an MSW handler: parse params, query and body (400), resolve the session
 * (401/403), check ownership of the customer in the path (404), run the behaviour, check the answer against the
 * contract when asked, keep what it changed before answering, and log the request.
 */
export function route<C extends ContractDef>(
  ctx: MockContext,
  contract: C,
  behaviour: Behaviour<C>,
): HttpHandler {
  implementedContracts.set(contract.id, (implementedContracts.get(contract.id) ?? 0) + 1);
  return http[contract.method](`*${API_BASE}${contract.path}`, async ({ request, params }) => {
    const started = performance.now();
    const url = new URL(request.url);
    const writesBefore = countWrites(ctx.db);
    let status = 500;
    try {
      const fault = await simulateTransport(ctx, request);
      if (fault) {
        status = fault.status || 0;
        return fault;
      }
      const parsedParams = contract.params ? parseOr400(contract.params, params, 'params') : undefined;
      const query = contract.query ? parseOr400(contract.query, queryObject(url), 'query') : undefined;
      const rawBody = contract.body ? await readBody(request) : undefined;
      const body = contract.body ? parseOr400(contract.body, rawBody ?? {}, 'body') : undefined;
      const session = await resolveSession(ctx, request, contract.access);
      if (contract.owner) {
        const customerUUID = (parsedParams as Record<string, string> | undefined)?.[contract.owner];
        if (!session || !customerUUID || !session.owns(customerUUID)) throw notFound();
        // Multi-factor is enforced here, not only in the app: the account stays shut until its code is passed.
        const mfaOn = !!ctx.db.mfaSettings.find(customerUUID);
        if (mfaOn && !contract.beforeMfa && !session.mfa.includes(customerUUID))
          throw forbidden('mfa_required');
      }
      const ownCustomer = session?.login.CustomerUUIDs[0];
      const result = await behaviour(
        {
          params: parsedParams as ParamsOf<C>,
          query: query as QueryOf<C>,
          body: body as BodyOf<C>,
          session: session as RouteRequest<C>['session'],
          request,
          scenario: (name, customerUUID = ownCustomer) => ctx.sim.scenarioOn(name, { request, customerUUID }),
        },
        ctx,
      );
      const answer = result instanceof Reply ? result : new Reply(result, contract.status ?? 200);
      if (ctx.config.validateResponses && answer.status < 300) {
        const check = contract.response.safeParse(answer.data);
        if (!check.success) {
          throw new ApiError(500, 'response_contract', {
            err_message: `${ERRORS.response_contract}: ${contract.id}: ${check.error.issues[0]?.path.join('.')} ${check.error.issues[0]?.message}`,
          });
        }
      }
      status = answer.status;
      return committed(ctx, json(answer.data, answer.status, answer.headers));
    } catch (error) {
      if (error instanceof ApiError) {
        status = error.status;
        return committed(ctx, json(error.body(), error.status));
      }
      status = 500;
      console.error(`[mock-api] ${contract.id} failed`, error);
      return committed(ctx, json({ err_message: ERRORS.something_wrong, err_code: 'something_wrong' }, 500));
    } finally {
      // Some GETs write (the specification sends verification emails with GET) and a refused call may count an
      // attempt; a success of any other method may change the simulation's own state.
      if (countWrites(ctx.db) !== writesBefore || (request.method !== 'GET' && status < 400)) ctx.changed();
      ctx.sim.logRequest({
        at: ctx.sim.clock.now(),
        method: request.method,
        path: apiPath(url) + url.search,
        status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
}

/** Every other request under the API base is a JSON 404, in every runtime. */
export function unknownApiRoute(ctx: MockContext): HttpHandler {
  return http.all(`*${API_BASE}/*`, ({ request }) => {
    const url = new URL(request.url);
    ctx.sim.logRequest({
      at: ctx.sim.clock.now(),
      method: request.method,
      path: apiPath(url),
      status: 404,
      ms: 0,
    });
    return json(
      {
        err_message: `${ERRORS.route_not_found}: ${request.method} ${apiPath(url)}`,
        err_code: 'route_not_found',
      },
      404,
    );
  });
}
