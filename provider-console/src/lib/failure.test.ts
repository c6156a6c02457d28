import { ApiRequestError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { failureMessage, shouldRetry } from './failure';
import { toHttpError } from './http-client';
import { en } from './i18n';

/** The English catalogue's text of a key, with its values put in, as the console shows it. */
const translate = (key: string, options: Record<string, unknown> = {}) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], en) as string;
  const count = options.smart_count as number | undefined;
  const chosen = count === undefined ? text : (text.split(' |||| ')[count === 1 ? 0 : 1] ?? text);
  return chosen.replace(/%\{(\w+)\}/g, (_m, name: string) => String(options[name]));
};

const failed = (status: number, data: object, retryAfterS?: number) =>
  toHttpError(new ApiRequestError(status, data as never, retryAfterS));

describe('what a failed call is said to be', () => {
  it('names what the client saw for itself: a call out of time, a dropped connection, an unreadable answer', () => {
    expect(failureMessage(failed(0, { err_code: 'timeout', err_message: 'Network error' }), translate)).toBe(
      'The server took too long to answer.',
    );
    expect(failureMessage(failed(0, { err_code: 'network', err_message: 'Network error' }), translate)).toBe(
      'The connection dropped before the server answered.',
    );
    expect(failureMessage(failed(200, { err_code: 'malformed', err_message: 'x' }), translate)).toBe(
      "The server's answer could not be read.",
    );
  });

  it("says a throttled call's wait in words, and the status with the API's message for a server error", () => {
    expect(failureMessage(failed(429, { err_message: 'Too many' }, 30), translate)).toBe(
      'Too many requests: the server asks to wait 30 seconds before trying again.',
    );
    expect(failureMessage(failed(429, { err_message: 'Too many' }, 300), translate)).toMatch(
      /wait 5 minutes/,
    );
    expect(failureMessage(failed(429, { err_message: 'Too many' }), translate)).toMatch(/wait a moment/);
    expect(failureMessage(failed(503, { err_message: 'Simulated fault' }), translate)).toBe(
      'The server could not answer (error 503): Simulated fault',
    );
    expect(failureMessage(failed(404, { err_message: 'No such order' }), translate)).toBe('No such order');
  });
});

describe('which failed reads are tried again', () => {
  it('a server error or a dropped connection, twice at most; never a refusal, a throttled call, a timeout or a bad body', () => {
    expect([0, 1, 2].map((n) => shouldRetry(n, failed(503, {})))).toEqual([true, true, false]);
    expect(shouldRetry(0, failed(0, { err_code: 'network' }))).toBe(true);
    for (const error of [
      failed(400, {}),
      failed(401, {}),
      failed(404, {}),
      failed(429, {}, 30),
      failed(0, { err_code: 'timeout' }),
      failed(200, { err_code: 'malformed' }),
    ])
      expect(shouldRetry(0, error)).toBe(false);
  });
});
