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
        };
      });
      const requestBody = op.requestBody as { required: boolean; content: Obj } | undefined;
      const responses = new Map<number, JsonSchema | undefined>();
      for (const [status, r] of Object.entries(op.responses as Record<string, Obj>)) {
        const content = r.content as Record<string, { schema: JsonSchema }> | undefined;
        const json = content?.['application/json'];
        responses.set(Number(status), json ? deref(json.schema) : undefined);
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
