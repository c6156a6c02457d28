import { startNodeMock } from '@portal/mock-api/node';
import { resetWhenChanged } from './harness';
import { contractSuite } from './suite';

/** The contract suite through msw/node: the handlers answer in-process. */
contractSuite(async () => {
  const mock = await startNodeMock();
  return {
    name: 'msw/node',
    base: 'http://api.test',
    reset: resetWhenChanged(mock.api),
    close: async () => mock.close(),
  };
});
