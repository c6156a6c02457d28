import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, httpClient } from './http-client';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status })),
  );

describe('the console http client', () => {
  it('refuses an answer with no data with "no response data" instead of rendering nothing', async () => {
    answer('');
    await expect(httpClient('/api/v3/68/UFB_order')).rejects.toMatchObject({
      message: 'no response data',
      status: 200,
    });
  });

  it('turns an error answer into the text of the error catalogue, and validation errors into field errors', async () => {
    answer(
      JSON.stringify({
        err_message: 'LFCProductUUID: No such LFC product',
        err_code: 'unknown_reference',
        errors: [{ path: 'body.LFCProductUUID', message: 'No such LFC product' }],
      }),
      400,
    );
    await expect(httpClient('/api/v3/68/UFB_order', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 400,
      message: 'LFCProductUUID: No such LFC product',
      body: { errors: { LFCProductUUID: 'No such LFC product' } },
    });
    expect(fieldErrors([{ path: 'query.filter', message: 'x' }])).toBeUndefined();
  });
});
