import { afterEach } from 'vitest';

// Files share one page when they run in one worker: what a test left in storage must not reach the next file.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
