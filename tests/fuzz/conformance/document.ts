import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '@portal/shared';
import type { JsonSchema } from './schema-arbitrary';

type Obj = Record<string, unknown>;

/** One parameter of an operation: a path, query or header parameter, with its schema. */
export interface DocParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  /** Sent as JSON text (a parameter described by `content`). */
  json: boolean;
  /** What the document says of it in words (a JSON parameter's length, a rule across its items). */
  description?: string;
}

/** An operation of the OpenAPI document, as the conformance suite reads it. */
export interface DocOperation {
  id: string;
  method: string;
  template: string;
  access: string;
  parameters: DocParameter[];
  body?: { schema: JsonSchema; required: boolean };
  /** Each documented status with the schema of its body (undefined: a file or no body). */
  responses: Map<number, JsonSchema | undefined>;
  /** What the document says of each status, and the headers it promises with it. */
  responseDescriptions: Map<number, string>;
  responseHeaders: Map<number, string[]>;
  /**
   * The methods the server answers at this operation's path: its own template's, and those of any other template
   * the same path also fits (`/billing-routes/requests` is also `/billing-routes/{routeId}`).
   */
  pathMethods: string[];
}

export const theDocument = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Obj>>;
  components: { schemas: Record<string, JsonSchema> };
};

const deref = (schema: JsonSchema): JsonSchema =>
  typeof schema === 'object' &&
  typeof schema.$ref === 'string' &&
  schema.$ref.startsWith('#/components/schemas/')
    ? (theDocument.components.schemas[schema.$ref.slice('#/components/schemas/'.length)] as JsonSchema)
    : schema;

const isParam = (segment: string) => segment.startsWith('{');

/** Whether a path made from template `a` (its parameters some value other than a literal) also fits template `b`. */
function fits(a: string, b: string): boolean {
  const sa = a.split('/');
  const sb = b.split('/');
  return (
    sa.length === sb.length && sa.every((s, i) => isParam(sb[i] as string) || (!isParam(s) && s === sb[i]))
  );
}

export function documentOperations(): DocOperation[] {
  const out: DocOperation[] = [];
  const templates = Object.keys(theDocument.paths);
  for (const [template, methods] of Object.entries(theDocument.paths)) {
    const pathMethods = [
      ...new Set(
        templates
          .filter((other) => fits(template, other))
          .flatMap((other) => Object.keys(theDocument.paths[other] ?? {}).map((m) => m.toUpperCase())),
      ),
    ];
    for (const [method, op] of Object.entries(methods)) {
      const parameters = ((op.parameters ?? []) as Obj[]).map((p) => {
        const content = p.content as Record<string, { schema: JsonSchema }> | undefined;
        return {
          name: p.name as string,
          in: p.in as DocParameter['in'],
          required: p.required === true,
          schema: content
            ? (content['application/json'] as { schema: JsonSchema }).schema
            : (p.schema as JsonSchema),
          json: !!content,
          ...(typeof p.description === 'string' ? { description: p.description } : {}),
        };
      });
      const requestBody = op.requestBody as { required: boolean; content: Obj } | undefined;
      const responses = new Map<number, JsonSchema | undefined>();
      const responseDescriptions = new Map<number, string>();
      const responseHeaders = new Map<number, string[]>();
      for (const [status, r] of Object.entries(op.responses as Record<string, Obj>)) {
        const content = r.content as Record<string, { schema: JsonSchema }> | undefined;
        const json = content?.['application/json'];
        responses.set(Number(status), json ? deref(json.schema) : undefined);
        responseDescriptions.set(Number(status), String(r.description ?? ''));
        responseHeaders.set(Number(status), Object.keys((r.headers ?? {}) as Obj));
      }
      out.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        template,
        access: op['x-access'] as string,
        parameters,
        body: requestBody && {
          required: requestBody.required,
          schema: (requestBody.content['application/json'] as { schema: JsonSchema }).schema,
        },
        responses,
        responseDescriptions,
        responseHeaders,
        pathMethods,
      });
    }
  }
  return out;
}

// ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<object, (value: unknown) => boolean>();

/** Whether a value matches a schema of the document; the errors of the last failed check are in `lastErrors`. */
export function matches(schema: JsonSchema, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  let check = compiled.get(schema);
  if (!check) {
    const validate = ajv.compile(schema);
    check = (v) => {
      const ok = validate(v);
      lastErrors = ok ? '' : ajv.errorsText(validate.errors);
      return ok;
    };
    compiled.set(schema, check);
  }
  return check(value);
}

export let lastErrors = '';

/** A sub-schema by one step of an error path: a property, or an item of a list or tuple. */
function child(schema: JsonSchema, step: string): JsonSchema | undefined {
  if (typeof schema !== 'object') return undefined;
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (props?.[step] !== undefined) return deref(props[step]);
  if (/^\d+$/.test(step)) {
    const tuple = schema.prefixItems as JsonSchema[] | undefined;
    const item = tuple?.[Number(step)] ?? (schema.items as JsonSchema | undefined);
    if (item !== undefined) return deref(item);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const option of (schema[key] as JsonSchema[] | undefined) ?? []) {
      const found = child(deref(option), step);
      if (found !== undefined) return found;
    }
  return undefined;
}

const descriptionOf = (schema: JsonSchema | undefined) =>
  typeof schema === 'object' && typeof schema.description === 'string' ? schema.description : undefined;

/**
 * The rule the document writes in words for a refusal at an error path (`query.range`, `body.Range.FinalNanos`):
 * a rule across fields (last >= first, an end after a start) cannot be a JSON schema keyword, so the document says it
 * in the `description` of the parameter, or of an object on the path that names the refused field.
 */
export function writtenRule(op: DocOperation, errorPath: string): string | undefined {
  const [where, ...steps] = errorPath.split('.');
  if (where !== 'body') {
    const parameter = op.parameters.find((p) => p.in === where && p.name === steps[0]);
    return descriptionOf(parameter && deref(parameter.schema)) ?? parameter?.description;
  }
  const field = steps.at(-1);
  let node: JsonSchema | undefined = op.body && deref(op.body.schema);
  for (let i = 0; node !== undefined; node = child(node, steps[i++] as string)) {
    const written = descriptionOf(node);
    if (written && field && written.includes(field)) return written;
    if (i >= steps.length) break;
  }
  return undefined;
}
