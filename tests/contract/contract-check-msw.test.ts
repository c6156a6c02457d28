import { startNodeMock } from '@portal/mock-api/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkContracts } from '../contract-check/check';
import { parseOptions } from '../contract-check/options';

/** The drift scenario in the mock that runs in a page (msw), where the static demo's portal meets it. */
const BASE = 'http://api.test';
let mock: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  mock = await startNodeMock();
});
afterAll(() => mock.close());

it('drifts the same answers in msw as in the server, and contract:check names them', async () => {
  const credentials = parseOptions(['--base', `${BASE}/api`]).credentials;
  const check = () =>
    checkContracts({ base: `${BASE}/api`, credentials, only: ['customer.get', 'system.remoteConfig'] });
  expect((await check()).map((r) => r.outcome)).toEqual(['ok', 'ok']);
  await fetch(`${BASE}/__mock/scenarios`, {
    method: 'PUT',
    body: JSON.stringify({ name: 'contract.drift', on: true }),
  });
  const rows = await check();
  expect(rows.map((r) => [r.operation, r.outcome, r.findings.map((f) => `${f.kind} ${f.field}`)])).toEqual([
    ['system.remoteConfig', 'drift', ['status ']],
    ['customer.get', 'drift', ['missing ExternalRef5', 'extra ExternalReference5']],
  ]);
});
