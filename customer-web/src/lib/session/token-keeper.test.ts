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

  it('does not sign in again when the session ended while the new token was on its way', async () => {
    sessionStore.signedIn(auth);
    sessionStore.selectCustomer('8a1e0c52-7d3b-4f0e-b1a2-3c4d5e6f7a81');
    let answer!: (value: unknown) => void;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof apiCall>);
    const refreshing = refreshToken();
    sessionStore.signOut();
    answer({ ...auth, JWT: 'd.e.f' });
    expect(await refreshing).toBeNull();
    expect(sessionStore.get()).toMatchObject({ status: 'signed-out', auth: null, customerUUID: null });
  });
});
