import { relative } from 'node:path';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * For the pre-rendering code (`vite build --ssr`): every dynamic import of the app's code tells
 * `globalThis.__routeImport` which module it loads, by the name the client build's manifest gives it (its path from
 * the app's folder). The pre-rendering asks a page's route for its code this way and names those chunks in the page,
 * which links them once painted (`public/link-route-code.js`): the app would otherwise append a link for each as it
 * draws the page, in the middle of its first render.
 */
export function recordRouteImports(root) {
  return {
    name: 'record-route-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      const names = await Promise.all(
        found.map(async ([, , specifier]) => {
          const resolved = await this.resolve(specifier, id);
          return resolved && !resolved.external
            ? relative(root, resolved.id.split('?')[0]).replaceAll('\\', '/')
            : null;
        }),
      );
      let index = 0;
      return {
        code: code.replace(DYNAMIC_IMPORT, (whole) => {
          const name = names[index++];
          return name ? `(globalThis.__routeImport?.(${JSON.stringify(name)}), ${whole})` : whole;
        }),
        map: null,
      };
    },
  };
}
