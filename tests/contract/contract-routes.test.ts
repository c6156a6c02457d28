import { allContracts, createApiClient, pathParamNames, type ContractDef } from '@portal/shared';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractsWithoutSchemas, routeOf } from '../../scripts/vite-contracts-without-schemas.mjs';

const REGISTRY = fileURLToPath(new URL('../../shared/src/contracts/registry.ts', import.meta.url));

/** The request a client sends for one call, as the server receives it. */
async function requestOf(contract: ContractDef): Promise<unknown> {
  let sent: { url: string; init: RequestInit } | undefined;
  const client = createApiClient({
    baseUrl: () => 'http://api.test/api',
    defaultParams: { spid: '68' },
    getToken: () => 'a-token',
    tokenHeader: (token) => ['authorization', `Bearer ${token}`],
    fetch: async (url, init) => {
      sent = { url: String(url), init: init ?? {} };
      return new Response('{}', {
        status: contract.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const params = Object.fromEntries(pathParamNames(contract.path).map((name) => [name, `${name}-1`]));
  await client.call(contract, {
    params,
    query: { page: 2 } as never,
    body: contract.method === 'get' ? undefined : ({ Name: 'x' } as never),
    idempotencyKey: 'key-1',
  });
  return { url: sent?.url, method: sent?.init.method, headers: sent?.init.headers, body: sent?.init.body };
}

describe("a production app's contracts", () => {
  it('call every endpoint exactly as the full contracts do', async () => {
    expect(allContracts.length).toBeGreaterThan(100);
    for (const contract of allContracts) {
      const route = routeOf(contract) as ContractDef;
      expect(await requestOf(route), contract.id).toEqual(await requestOf(contract));
    }
  });

  it('carry no schema and no text, only what says where a call goes', () => {
    for (const contract of allContracts) {
      const route = routeOf(contract) as Record<string, unknown>;
      for (const field of ['params', 'query', 'body', 'response', 'summary', 'errors', 'tags'])
        expect(route[field], `${contract.id} ${field}`).toBeUndefined();
      expect(JSON.parse(JSON.stringify(route))).toEqual(route);
      expect(route).toMatchObject({ id: contract.id, method: contract.method, path: contract.path });
    }
  });

  it('replace the registry in a build, one module per group, each route as routeOf gives it', async () => {
    const plugin = contractsWithoutSchemas() as unknown as {
      resolveId(id: string): string | null;
      load(id: string): Promise<string | null>;
    };
    const registry = (await plugin.load(REGISTRY)) as string;
    const groups = [...registry.matchAll(/export \{ group as (\w+) \} from (".+?");/g)].map(
      ([, name, quoted]) => [name, JSON.parse(quoted as string) as string] as const,
    );
    const shared = await import('@portal/shared');
    expect(groups.map(([name]) => name).sort()).toEqual(Object.keys(shared.contracts).sort());
    for (const [name, id] of groups) {
      expect(plugin.resolveId(id)).toBe(id);
      const code = (await plugin.load(id)) as string;
      const group = JSON.parse(code.replace(/^export const group = /, '').replace(/;$/, '')) as object;
      const full = shared.contracts[name as keyof typeof shared.contracts] as Record<string, ContractDef>;
      expect(group, name).toEqual(Object.fromEntries(Object.entries(full).map(([k, c]) => [k, routeOf(c)])));
    }
    expect(
      await plugin.load(fileURLToPath(new URL('../../shared/src/index.ts', import.meta.url))),
    ).toBeNull();
  });
});
