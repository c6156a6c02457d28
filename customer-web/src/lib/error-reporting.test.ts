import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent } from '@portal/shared';
import { apiCall } from './api/client';
import { installErrorReporting, isTraced, reportError } from './error-reporting';

vi.mock('./api/client', () => ({ apiCall: vi.fn(() => Promise.resolve({ Accepted: true })) }));

const sent = () => vi.mocked(apiCall).mock.calls.map(([, input]) => (input as { body: ClientEvent }).body);

afterEach(() => vi.mocked(apiCall).mockClear());

describe('error reporting (trace sample rate 0.10)', () => {
  it('traces one visit in ten', () => {
    expect(isTraced(0.05)).toBe(true);
    expect(isTraced(0.099)).toBe(true);
    expect(isTraced(0.1)).toBe(false);
    expect(isTraced(0.8)).toBe(false);
  });

  it('reports an unhandled error with its page, never the query that may hold a token', async () => {
    window.history.pushState({}, '', '/profile/personal-data?token=secret');
    installErrorReporting(0.9);
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Cannot read properties of undefined') }),
    );
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      Kind: 'error',
      Message: 'Cannot read properties of undefined',
      Path: '/profile/personal-data',
    });
    expect(JSON.stringify(sent())).not.toContain('secret');
  });

  it('turns anything thrown into a message', async () => {
    reportError(undefined);
    reportError('plain text');
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().map((e) => e.Message)).toEqual(['unknown error', 'plain text']);
  });
});
