import { http, HttpHandler, HttpResponse, matchRequestUrl } from 'msw';
import { ERRORS, type ContractDef } from '@portal/shared';
import { DROP_CONNECTION_HEADER, type MockContext } from '../context';
import {
  dispatch,
  methodAnswer,
  operationIndex,
  type Behaviour,
  type Outcome,
  type PipelineRequest,
} from './pipeline';

export type { Behaviour, RouteRequest, RequestView } from './pipeline';

export const API_BASE = '/api';

/** Ids of the contracts that have a handler, so a test can check every contract is implemented once. */
export const implementedContracts = new Map<string, number>();

/** Handlers made by `route`: the runtime serves them through one indexed dispatcher instead. */
const routeHandlers = new WeakSet<HttpHandler>();

export const isRouteHandler = (handler: HttpHandler) => routeHandlers.has(handler);

/** The path below the API base, as faults and the request log name it. */
export function apiPath(url: URL): string {
  const at = url.pathname.indexOf(API_BASE + '/');
  return at >= 0 ? url.pathname.slice(at + API_BASE.length) : url.pathname;
}

/** A Fetch request as the pipeline reads it (the browser worker and msw/node). */
export function fromFetch(request: Request): PipelineRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    apiPath: apiPath(url),
    search: url.search,
    text: () => request.text(),
  };
}

export function toFetchResponse(ctx: MockContext, outcome: Outcome, method = 'GET'): Response {
  if (outcome.kind === 'network-error') {
    return ctx.config.networkFault === 'drop'
      ? new HttpResponse(null, { status: 599, headers: { [DROP_CONNECTION_HEADER]: '1' } })
      : HttpResponse.error();
  }
  // An answer to HEAD carries the GET answer's headers and no body.
  if (outcome.kind === 'empty' || method.toUpperCase() === 'HEAD')
    return new HttpResponse(null, { status: outcome.status, headers: outcome.headers });
  if (outcome.kind === 'file')
    return new HttpResponse(outcome.bytes as Uint8Array<ArrayBuffer>, {
      status: outcome.status,
      headers: outcome.headers,
    });
  if (outcome.kind === 'raw')
    return new HttpResponse(outcome.text, { status: outcome.status, headers: outcome.headers });
  return HttpResponse.json(outcome.data as never, { status: outcome.status, headers: outcome.headers });
}

/**
 * Registers a contract's behaviour with the request pipeline (who is calling, whose resource, the input, the
 * behaviour, the answer checked against the contract when asked, the request log). Returns an MSW handler for
 * callers that serve it on its own; the runtimes dispatch every registered operation through one index instead.
 */
export function route<C extends ContractDef>(
  ctx: MockContext,
  contract: C,
  behaviour: Behaviour<C>,
): HttpHandler {
  implementedContracts.set(contract.id, (implementedContracts.get(contract.id) ?? 0) + 1);
  operationIndex(ctx).add(contract.method, contract.path, {
    contract,
    behaviour: behaviour as unknown as Behaviour<ContractDef>,
  });
  const handler = http[contract.method](`*${API_BASE}${contract.path}`, async ({ request }) => {
    const outcome = await dispatch(ctx, fromFetch(request));
    return outcome && toFetchResponse(ctx, outcome, request.method);
  });
  routeHandlers.add(handler);
  return handler;
}

/**
 * One behaviour served at an endpoint and at its older versions (made with `olderVersion`: the same schemas at
 * another path), so no behaviour is written twice.
 */
export function routeVersions<C extends ContractDef>(
  ctx: MockContext,
  current: C,
  older: readonly ContractDef[],
  behaviour: Behaviour<C>,
): HttpHandler[] {
  return [
    route(ctx, current, behaviour),
    ...older.map((contract) => route(ctx, contract, behaviour as unknown as Behaviour<ContractDef>)),
  ];
}

/**
 * Any URL under the API base. A regular expression without groups, because MSW percent-decodes the values a path
 * pattern captures and would fail on a malformed escape before the pipeline could answer 400.
 */
const UNDER_API_BASE = new RegExp(`${API_BASE}/`);

/** Any URL under the API base or the control API's (no groups, for the same reason). */
const MOCK_PATH = /\/(?:api|__mock)\//;

/** Every operation of the contract registry, found by method and path in one index. */
export function operationDispatcher(ctx: MockContext): HttpHandler {
  return http.all(UNDER_API_BASE, async ({ request }) => {
    const outcome = await dispatch(ctx, fromFetch(request));
    return outcome && toFetchResponse(ctx, outcome, request.method);
  });
}

/** The JSON 404 of every request under the API base that no operation answers, in every runtime. */
export function routeNotFound(ctx: MockContext, method: string, path: string) {
  ctx.sim.logRequest({ at: ctx.sim.clock.now(), method, path, status: 404, ms: 0 });
  return {
    err_message: `${ERRORS.route_not_found}: ${method} ${path}`,
    err_code: 'route_not_found',
  };
}

/** The methods the handlers that are not operations (the control API, the reference) answer at this URL. */
function handlerMethodsAt(handlers: readonly HttpHandler[], url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || (typeof path !== 'string' && !(path instanceof RegExp))) continue;
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase());
  }
  return [...methods];
}

/**
 * What a request that no handler answered gets, in every runtime: OPTIONS lists the methods, a method the path does
 * not have is 405 with `Allow`, a method served nowhere is 501, anything else a JSON 404. It needs only the method and
 * the URL, so the Express server answers methods a Fetch `Request` cannot carry (TRACE) without building one.
 */
export function unanswered(
  ctx: MockContext,
  handlers: readonly HttpHandler[],
  method: string,
  url: URL,
): Outcome {
  const path = apiPath(url);
  const methods = [...handlerMethodsAt(handlers, url), ...operationIndex(ctx).methodsAt(path)];
  return (
    methodAnswer(ctx, { method, apiPath: path, search: url.search }, methods) ?? {
      kind: 'answer',
      status: 404,
      data: routeNotFound(ctx, method, path),
      headers: {},
    }
  );
}

/** Answers every request under the API base or the control API that the handlers before it left. */
export function unansweredRequests(ctx: MockContext, handlers: readonly HttpHandler[]): HttpHandler {
  return http.all(MOCK_PATH, ({ request }) =>
    toFetchResponse(ctx, unanswered(ctx, handlers, request.method, new URL(request.url)), request.method),
  );
}
