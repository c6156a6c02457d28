import { z } from 'zod';
import { allContracts, pathParamNames, type ContractDef } from './contracts';
import { JSON_BODY_RULE, JSON_BODY_TYPES } from './contracts/json-body';
import { responseStatuses } from './contracts/statuses';
import { throttleRetriesAfter } from './contracts/throttles';
import { IDEMPOTENCY_HEADER } from './config';
import { ERRORS } from './errors';

type JsonSchema = Record<string, unknown>;

/**
 * A string zod trims before its least length is checked: JSON Schema's minLength counts the spaces too, so the
 * document adds a pattern that needs as many characters between the first and the last that are not white space.
 */
function trimmedLength(zodSchema: z.core.$ZodType, json: JsonSchema): void {
  const min = json.minLength;
  if (json.type !== 'string' || typeof min !== 'number' || min < 1 || json.pattern || json.format) return;
  const check = zodSchema as unknown as z.ZodType;
  if (typeof check.safeParse !== 'function' || check.safeParse(' '.repeat(min)).success) return;
  if (!check.safeParse('a'.repeat(min)).success) return;
  json.pattern = min === 1 ? '\\S' : `\\S[\\s\\S]{${min - 2},}\\S`;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => trimmedLength(ctx.zodSchema, ctx.jsonSchema as JsonSchema),
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ErrorBody: JsonSchema = {
  type: 'object',
  required: ['err_message', 'err_code'],
  properties: {
    err_message: { type: 'string' },
    err_code: { type: 'string' },
    ErrorNumber: { type: 'integer' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const errorResponse = (description: string, retryAfter: boolean) => ({
  description,
  ...(retryAfter
    ? {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before trying again',
            schema: { type: 'integer', minimum: 1 },
          },
        },
      }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * Whether a body schema refuses an empty object, by the rules the document states beside zod's own (at least one
 * of some fields, a field always required): then the body cannot be left out, since an empty one reads as {}.
 */
function refusesEmpty(json: JsonSchema): boolean {
  if (Array.isArray(json.required) && json.required.length > 0) return true;
  if (typeof json.minProperties === 'number' && json.minProperties > 0) return true;
  const options = json.anyOf ?? json.oneOf;
  return Array.isArray(options) && options.every((o) => refusesEmpty(o as JsonSchema));
}

function operation(c: ContractDef) {
  const parameters: JsonSchema[] = [];
  const paramShape = (c.params?.shape ?? {}) as Record<string, z.ZodType>;
  for (const name of pathParamNames(c.path)) {
    const s = paramShape[name];
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: s ? schemaOf(s, 'input') : { type: 'string' },
    });
  }
  const queryShape = (c.query?.shape ?? {}) as Record<string, z.ZodType>;
  for (const [name, s] of Object.entries(queryShape)) {
    const input = schemaOf(s, 'input');
    const required = !s.safeParse(undefined).success;
    if (input['x-json-param']) {
      // A parameter carrying JSON (ra-data-simple-rest's sort, range, filter) is described by its parsed schema.
      parameters.push({
        name,
        in: 'query',
        required,
        description: [
          `JSON, at most ${String(input.maxLength)} characters`,
          schemaOf(s, 'output').description,
        ]
          .filter(Boolean)
          .join('. '),
        content: { 'application/json': { schema: schemaOf(s, 'output') } },
      });
      continue;
    }
    parameters.push({ name, in: 'query', required, schema: input });
  }
  if (c.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'A key unique to one user action (1 to 255 visible characters). A replay within 24 hours returns the ' +
        'first answer and runs nothing again; the same key with another request answers 422; while the first ' +
        'is still running, 409.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  }
  if (c.conditional) {
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The ETag of the last answer: 304 without a body when the answer would be the same now.',
      schema: { type: 'string' },
    });
  }
  const answer = schemaOf(c.response, 'output');
  // A file answer (an invoice PDF) is its bytes, of the type its schema names.
  const file = typeof answer['x-file'] === 'string' ? answer['x-file'] : undefined;
  const responses: Record<string, unknown> = {
    [String(c.status ?? 200)]: {
      description: 'Success',
      content: file
        ? { [file]: { schema: { type: 'string', contentMediaType: file } } }
        : { 'application/json': { schema: answer } },
      ...(c.rangeList || c.conditional
        ? {
            headers: {
              ...(c.rangeList ? { 'Content-Range': { schema: { type: 'string' } } } : {}),
              ...(c.conditional ? { ETag: { schema: { type: 'string' } } } : {}),
            },
          }
        : {}),
    },
  };
  for (const [status, description] of responseStatuses(c))
    responses[String(status)] =
      status === 304
        ? { description, headers: { ETag: { schema: { type: 'string' } } } }
        : errorResponse(description, status === 503 || (status === 429 && throttleRetriesAfter(c.throttles)));
  const body = c.body && schemaOf(c.body, 'input');
  const documented = (c.errors ?? []).map((code) => `${code}: ${ERRORS[code]}`);
  return {
    operationId: c.id,
    summary: c.summary,
    description: documented.length ? `Errors: ${documented.join('; ')}` : undefined,
    tags: c.tags ? [...c.tags] : undefined,
    // A guest operation takes a token when one is sent and works without one.
    security: c.access === 'public' ? [] : c.access === 'guest' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    'x-access': c.access,
    parameters,
    ...(c.body && body
      ? {
          requestBody: {
            description: JSON_BODY_RULE,
            // An empty body reads as {}, so a body whose fields are all optional may be left out.
            required: !c.body.safeParse({}).success || refusesEmpty(body),
            content: Object.fromEntries(JSON_BODY_TYPES.map((type) => [type, { schema: body }])),
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every contract in the registry. */
export function openApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of allContracts) {
    const path = c.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
    paths[path] ??= {};
    paths[path][c.method] = operation(c);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Provider portal API (simulated)',
      version: '1.0.0',
      description:
        'The provider backend the customer portal and the provider console use, served by the mock API.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: { Error: ErrorBody },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        xAuthToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
      },
    },
  };
}
