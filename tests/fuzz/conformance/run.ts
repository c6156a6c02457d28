import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeMock } from '@portal/mock-api/node';
import { startServer } from '@portal/mock-api/server';
import { conformance, describeConformance, type ConformanceSummary } from './conformance';

/** The conformance suite over the Express server (in this process) and msw/node. */
export async function conformanceOverBoth(runs: number, seed: number): Promise<ConformanceSummary[]> {
  const results: ConformanceSummary[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-conformance-'));
  const server = await startServer({ port: 0, dataDir, reset: true, flagsProfile: 'demo', serveApps: false });
  try {
    results.push(await conformance('express', server.url, runs, seed, () => server.api.reset()));
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const mock = await startNodeMock({ validateResponses: false });
  try {
    results.push(await conformance('msw/node', 'http://api.test', runs, seed, () => mock.api.reset()));
  } finally {
    mock.close();
  }
  return results;
}

export const conformanceFailed = (s: ConformanceSummary) =>
  s.problems.length > 0 || s.validRefused.length > 0 || !s.healthyAfter;
export { describeConformance };
