import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { ThrottleCode } from './throttles';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint. `guest` is a visitor without an account (anonymous recharge and the like);
 * `customer` needs a signed-in login; `operator` and `admin` need those roles (admin includes operator).
 */
export type Access = 'public' | 'guest' | 'customer' | 'operator' | 'admin';

export interface ContractDef {
  /** Stable id, `<domain>.<action>`. */
  id: string;
  method: HttpMethod;
  /** Path relative to the API base, with `:param` segments, as the specification writes it. */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer; 200 unless said. */
  status?: number;
  /** A path parameter holding a CustomerUUID that the caller's login must own (else 404). */
  owner?: string;
  /** Reachable for an account with multi-factor verification on before its check is passed. */
  beforeMfa?: boolean;
  /** Errors this endpoint documents, by catalogue code. */
  errors?: readonly ErrorCode[];
  /**
   * The 429s its behaviour can answer when callers guess or send too much: the throttle helpers take the contract
   * and refuse to throttle with a code it does not name, and the OpenAPI document lists 429 from this field.
   */
  throttles?: readonly ThrottleCode[];
  /**
   * Accepts an Idempotency-Key header: a replay within 24 hours returns the first answer (and runs nothing again);
   * the same key with another request is refused.
   */
  idempotent?: boolean;
  /** List answers in ra-data-simple-rest form (`Content-Range`). */
  rangeList?: boolean;
  /**
   * A read a screen keeps live: its answer carries an `ETag`, and a request whose `If-None-Match` names the tag of
   * what it would answer now is 304 without a body, so polling costs next to nothing while nothing changes.
   */
  conditional?: boolean;
  tags?: readonly string[];
}

/** Defines one endpoint. Everything else (handler checks, client, OpenAPI, contract tests) derives from it. */
export function defineContract<const C extends ContractDef>(contract: C): C {
  return contract;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type ParamsOf<C extends ContractDef> = Infer<C['params']>;
export type QueryOf<C extends ContractDef> = Infer<C['query']>;
export type BodyOf<C extends ContractDef> = Infer<C['body']>;
export type BodyInputOf<C extends ContractDef> = Input<C['body']>;
export type QueryInputOf<C extends ContractDef> = Input<C['query']>;
export type ResponseOf<C extends ContractDef> = z.infer<C['response']>;

/** Fills `:param` segments; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] as string);
}

/**
 * An older version of an endpoint that the specification still lists: another path (and id) taking and answering
 * what the current one does, so the mock API serves both with one behaviour. Fields given in `older` differ.
 */
export function olderVersion<const C extends ContractDef, const O extends Partial<ContractDef>>(
  current: C,
  older: O & { id: string; path: string },
): Omit<C, keyof O> & O {
  return {
    ...current,
    summary: `Older version of ${current.method.toUpperCase()} ${current.path}, answering as it does. ${current.summary}`,
    ...older,
  } as Omit<C, keyof O> & O;
}
