import { buildPath, type ContractDef } from '../contracts/define';

/** Query values as the API reads them: absent values are left out, arrays repeat the key, objects go as JSON. */
export function serialiseQuery(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of one call of a contract, relative to the API base: its `:param` segments filled, its query added. */
export function contractUrl(
  contract: Pick<ContractDef, 'path'>,
  params: Record<string, string | number> = {},
  query?: object,
): string {
  return buildPath(contract.path, params) + serialiseQuery(query);
}
