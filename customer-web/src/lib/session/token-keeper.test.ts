import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api/client';
import { ApiRequestError } from '../api/errors';
import { sessionStore } from './session-store';
import { testAuth } from './test-auth';
import { refreshToken } from './token-keeper';

vi.mock('../api/client', () => ({ apiCall: vi.fn() }));
const api = vi.mocked(apiCall);

const auth = testAuth();

afterEach(() => {
  api.mockReset();
  sessionStore.signOut();
});

describe('the silent refresh of the token', () => {
  it('ends the session only when the backend refuses the token', async () => {
    sessionStore.signedIn(auth);
    api.mockRejectedValueOnce(
      new ApiRequestError(401, { err_message: 'Token is expired', err_code: 'expired' }),
    );
    expect(await refreshToken()).toBeNull();
    expect(sessionStore.get().status).toBe('signed-out');
  });

  it('keeps the session when the call is cut off: no answer, an aborted request or a body that never arrived', async () => {
    sessionStore.signedIn(auth);
    for (const cut of [
      new ApiRequestError(0, { err_message: 'Network error', err_code: 'network' }),
      new DOMException('The user aborted a request.', 'AbortError'),
      new TypeError('network error'),
    ]) {
      api.mockRejectedValueOnce(cut);
      expect(await refreshToken()).toBeNull();
      expect(sessionStore.get()).toMatchObject({ status: 'signed-in', auth: { JWT: 'a.b.c' } });
    }
  });
});
