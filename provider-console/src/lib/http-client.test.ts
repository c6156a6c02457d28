import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from './http-client';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: string, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status })),
  );

describe('the console http client', () => {
  it('refuses an answer with no data with "no response data" instead of rendering nothing', async () => {
    answer('');
    await expect(httpClient('/v3/68/UFB_order')).rejects.toMatchObject({
      message: 'no response data',
      status: 200,
    });
  });

  it('turns an error answer into the text of the error catalogue, and validation errors into field errors', async () => {
    answer(
      JSON.stringify({
        err_message: 'LFCProductUUID: No such LFC product',
        err_code: 'unknown_reference',
        errors: [
          { path: 'body.LFCProductUUID', message: 'No such LFC product' },
          { path: 'query.filter', message: 'not a field of the form' },
        ],
      }),
      400,
    );
    const error = await httpClient('/v3/68/UFB_order', { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      status: 400,
      message: 'LFCProductUUID: No such LFC product',
      body: { errors: { LFCProductUUID: 'No such LFC product' } },
    });
    expect((error as { body: { errors: object } }).body.errors).not.toHaveProperty('filter');
  });
});
