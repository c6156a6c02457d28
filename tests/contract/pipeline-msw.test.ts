import { afterAll, beforeAll } from 'vitest';
import { startNodeMock } from '@portal/mock-api/node';
import { pipelineCases, writesOf } from './pipeline-cases';

let node: Awaited<ReturnType<typeof startNodeMock>>;
beforeAll(async () => {
  node = await startNodeMock();
});
afterAll(() => node.close());

pipelineCases('msw/node', () => ({
  base: 'http://api.test',
  writes: () => writesOf(node.api.ctx.db),
  advanceClock: (ms) => node.api.ctx.sim.clock.advance(ms),
}));
