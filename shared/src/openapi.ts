import { z } from 'zod';
import { allContracts, pathParamNames, type ContractDef } from './contracts';
import { IDEMPOTENCY_HEADER } from './config';
import { ERRORS } from './errors';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

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
    parameters.push({
      name,
      in: 'query',
      required: !s.safeParse(undefined).success,
      schema: schemaOf(s, 'input'),
    });
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
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const responses: Record<string, unknown> = {
    [String(c.status ?? 200)]: {
      description: 'Success',
      content: { 'application/json': { schema: schemaOf(c.response, 'output') } },
      ...(c.rangeList ? { headers: { 'Content-Range': { schema: { type: 'string' } } } } : {}),
    },
    '400': errorResponse('The request is not valid; err_message names the field'),
  };
  if (c.access !== 'public') responses['401'] = errorResponse('No token, or a bad or expired token');
  if (c.access === 'operator' || c.access === 'admin')
    responses['403'] = errorResponse('The role is not allowed');
  if (c.owner || c.params) responses['404'] = errorResponse('Not found, or not the caller’s');
  if (c.body) responses['415'] = errorResponse('The body is not JSON');
  if (c.idempotent) {
    responses['409'] = errorResponse('A request with this Idempotency-Key is still running');
    responses['422'] = errorResponse('This Idempotency-Key was used with another request');
  }
  const documented = (c.errors ?? []).map((code) => `${code}: ${ERRORS[code]}`);
  return {
    operationId: c.id,
    summary: c.summary,
    description: documented.length ? `Errors: ${documented.join('; ')}` : undefined,
    tags: c.tags ? [...c.tags] : undefined,
    security: c.access === 'public' ? [] : [{ bearer: [] }],
    'x-access': c.access,
    parameters,
    ...(c.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(c.body, 'input') } },
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
