import { setupServer } from 'msw/node';
import { createMockApi, type MockApiOptions } from './runtime';

/**
 * The mock API inside a Node process (tests): requests to any origin's `/api` are answered in-process.
 * Unhandled requests are errors, so a test cannot silently reach the network.
 */
export async function startNodeMock(options: MockApiOptions = {}) {
  const api = await createMockApi({ validateResponses: true, ...options });
  const server = setupServer(...api.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return { api, server, close: () => server.close() };
}
