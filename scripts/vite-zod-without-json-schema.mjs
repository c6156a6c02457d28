import { readFileSync } from 'node:fs';

/**
 * zod's classic schemas carry their JSON-schema generator with them, although only the server and the OpenAPI
 * document use it. In a production build of an app this plugin swaps the generator for stubs that throw, so the
 * browser bundle carries no JSON-schema code; the checks' summary (`minLength` and the like) stays real.
 */
export function zodWithoutJsonSchema() {
  const unavailable = 'JSON schema generation is not part of the production app';
  const stubbed = (source, keep) =>
    [...source.matchAll(/^export (?:const|function) (\w+)/gm)]
      .map((m) => m[1])
      .filter((name) => !keep.includes(name))
      .map((name) => `export const ${name} = () => { throw new Error(${JSON.stringify(unavailable)}); };`)
      .join('\n');
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0];
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]/.test(file)) return null;
      if (file.endsWith('to-json-schema.js')) {
        const source = readFileSync(file, 'utf8');
        return `${stubbed(source, [])}\nexport { processSchema as process };`;
      }
      if (file.endsWith('json-schema-processors.js')) {
        const source = readFileSync(file, 'utf8');
        const end = source.indexOf('\n}\n', source.indexOf('export function aggregateChecks')) + 3;
        const kept = source.slice(0, end).replace(/^import \{[^}]*\} from "\.\/to-json-schema\.js";$/m, '');
        return `${kept}\n${stubbed(source.slice(end), ['aggregateChecks'])}`;
      }
      return null;
    },
  };
}
