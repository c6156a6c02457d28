import { contracts, ERRORS } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './client';
import { ApiRequestError } from './errors';

afterEach(() => vi.unstubAllGlobals());

/** A server that never answers: the call ends only when its signal aborts. */
const silentServer = () =>
  vi.fn(
    (_url: URL, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
  );

describe('API calls', () => {
  it('give up after their timeout with "Network error"', async () => {
    vi.stubGlobal('fetch', silentServer());
    const started = Date.now();
    const error = await apiCall(contracts.system.health, { timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(ERRORS.network);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('pass the caller’s own cancellation on as it is', async () => {
    vi.stubGlobal('fetch', silentServer());
    const controller = new AbortController();
    const call = apiCall(contracts.system.health, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
