import { runnerImport } from 'vite';

/** What an app's API client reads of a contract: where to send a call and how. Schemas and texts are the server's. */
const ROUTE_FIELDS = [
  'id',
  'method',
  'path',
  'access',
  'status',
  'owner',
  'beforeMfa',
  'idempotent',
  'rangeList',
];

/** One contract as the browser calls it: its route fields only, in a fixed order. */
export function routeOf(contract) {
  return Object.fromEntries(
    ROUTE_FIELDS.filter((f) => contract[f] !== undefined).map((f) => [f, contract[f]]),
  );
}

const GROUP = '\0contract-group:';

/**
 * The registry's contracts carry their zod schemas (request and answer shapes, checked by the mock API and the
 * contract suite), and zod with them: some 21 KB gzipped on every first load, although a production app only
 * reads where a call goes. In a production build of an app this plugin replaces the registry with its contracts'
 * routes, worked out from the real registry at build time, one module per group so each page still carries only
 * the groups it calls. The app's code is unchanged (the types are the registry's); development builds, the demo
 * (whose mock API checks every call against the schemas) and the pre-rendering keep the full registry.
 */
export function contractsWithoutSchemas() {
  /** @type {Record<string, Record<string, object>> | undefined} */
  let groups;
  const routes = async (registryFile) => {
    if (!groups) {
      const { module } = await runnerImport(registryFile);
      groups = Object.fromEntries(
        Object.entries(module).map(([name, group]) => [
          name,
          Object.fromEntries(Object.entries(group).map(([key, contract]) => [key, routeOf(contract)])),
        ]),
      );
    }
    return groups;
  };
  let registry = '';
  return {
    name: 'contracts-without-schemas',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source) {
      return source.startsWith(GROUP) ? source : null;
    },
    async load(id) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (file.endsWith('/shared/src/contracts/registry.ts')) {
        registry = file;
        return Object.keys(await routes(file))
          .map((name) => `export { group as ${name} } from ${JSON.stringify(GROUP + name)};`)
          .join('\n');
      }
      if (!id.startsWith(GROUP)) return null;
      const group = (await routes(registry))[id.slice(GROUP.length)];
      return `export const group = ${JSON.stringify(group)};`;
    },
  };
}
