import { endsSession, ERRORS, isConsoleLogin } from '@portal/shared';
import type { AuthProvider } from 'react-admin';
import { authenticate, clearSession, freshToken, loadSession, saveSession } from './auth-session';
import { untellUnsavedEdits } from './unsaved-edits';

/** Sign-in with LOCAL credentials; only operator and admin logins may use the console. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const auth = await authenticate({
      IdentityProvider: 'LOCAL',
      AuthID: username.trim(),
      AuthCode: password,
    });
    if (!isConsoleLogin(auth.roles)) throw new Error(ERRORS.console_role_required);
    saveSession(auth);
  },
  async logout() {
    clearSession();
    untellUnsavedEdits();
  },
  async checkAuth() {
    if (!(await freshToken())) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error) {
    const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
    // The session is cleared by the sign-out that follows: react-admin says why only while the session still stands.
    if (endsSession(status, body)) throw new Error(ERRORS.token_expired);
  },
  async getPermissions() {
    // Answer after a macrotask: react-admin's logout navigates to the login page in a timeout and then clears
    // its queries; permissions that resolve at once re-render the protected routes first, which log out again,
    // in a loop that kept a signed-out visitor from the login page for seconds (react-admin issue 10764).
    await new Promise((resolve) => setTimeout(resolve, 10));
    return loadSession()?.roles ?? [];
  },
  async getIdentity() {
    const auth = loadSession();
    if (!auth) throw new Error('ra.auth.auth_check_error');
    return { id: auth.UUID, fullName: `${auth.FirstName} ${auth.LastName}`.trim() };
  },
};
