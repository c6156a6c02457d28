import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../contracts/define';
import { ERRORS } from '../errors';
import { createApiClient, type ApiClientConfig } from './api-client';
import { ApiRequestError } from './api-error';
import { watchAnswers, type SeenAnswer } from './answer-watch';

const charge = defineContract({
  id: 'test.charge',
  method: 'post',
  path: '/v2/:spid/customer/:uuid/charge',
  summary: 'test',
  access: 'customer',
  body: z.object({ Amount: z.number() }),
  response: z.object({ ok: z.boolean() }),
  idempotent: true,
});
const list = defineContract({
  id: 'test.list',
  method: 'get',
  path: '/v2/:spid/items',
  summary: 'test',
  access: 'customer',
  query: z.object({ page: z.number().optional(), q: z.string().optional() }),
  response: z.object({ ok: z.boolean() }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(answers: (() => Response)[], config: Partial<ApiClientConfig> = {}) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
  const api = createApiClient({
    baseUrl: () => 'http://api.test/api',
    defaultParams: { spid: '68' },
    getToken: () => 'T1',
    tokenHeader: (token) => ['authorization', `Bearer ${token}`],
    fetch: fetch as typeof globalThis.fetch,
    ...config,
  });
  const header = (i: number, name: string) => (requests[i]?.init.headers as Record<string, string>)[name];
  return { api, requests, header };
}

describe('calling a contract', () => {
  it('fills the path from its params and the shared ones, encoding each value', async () => {
    const { api, requests } = client([() => json(200, { ok: true })]);
    await api.call(charge, { params: { uuid: 'a b/c' }, body: { Amount: 5 } });
    expect(requests[0]?.url).toBe('http://api.test/api/v2/68/customer/a%20b%2Fc/charge');
    expect(requests[0]?.init.method).toBe('POST');
    expect(requests[0]?.init.body).toBe('{"Amount":5}');
  });

  it('serialises the query and leaves out absent values', async () => {
    const { api, requests } = client([() => json(200, { ok: true })]);
    await api.call(list, { query: { page: 2, q: 'fibre & co', extra: undefined } as never });
    expect(requests[0]?.url).toBe('http://api.test/api/v2/68/items?page=2&q=fibre+%26+co');
  });

  it('sends the token in the header the app chose, and none for an anonymous call', async () => {
    const { api, header } = client([() => json(200, { ok: true }), () => json(200, { ok: true })]);
    await api.call(list);
    await api.call(list, { anonymous: true });
    expect(header(0, 'authorization')).toBe('Bearer T1');
    expect(header(1, 'authorization')).toBeUndefined();
  });

  it('refuses a body that breaks the contract when bodies are checked', async () => {
    const { api, requests } = client([() => json(200, { ok: true })], { checkBodies: true });
    await expect(
      api.call(charge, { params: { uuid: 'u' }, body: { Amount: 'five' } as never }),
    ).rejects.toThrow(/test\.charge/);
    expect(requests).toHaveLength(0);
  });

  it('shows every answer, refusals too, to the tools watching, only when the app asks for it', async () => {
    const seen: SeenAnswer[] = [];
    const stop = watchAnswers((answer) => seen.push(answer));
    try {
      const watched = client([() => json(200, { ok: 'yes' }), () => json(404, { err_message: 'Gone' })], {
        observeAnswers: true,
      });
      await watched.api.call(list);
      await expect(watched.api.request('/v2/68/other')).rejects.toThrow('Gone');
      expect(seen.map((a) => [a.contract?.id, a.method, a.path, a.status, a.data])).toEqual([
        ['test.list', 'GET', '/v2/68/items', 200, { ok: 'yes' }],
        [undefined, 'GET', '/v2/68/other', 404, { err_message: 'Gone' }],
      ]);
      await client([() => json(200, { ok: true })]).api.call(list);
      expect(seen).toHaveLength(2);
    } finally {
      stop();
    }
  });
});

describe('error answers', () => {
  it('carry the text of err_message, else message, else the plain text body, else name the action', async () => {
    const { api } = client([
      () => json(400, { err_message: 'First', message: 'Second' }),
      () => json(400, { message: 'Second' }),
      () => new Response('"Plain"', { status: 500 }),
      () => json(500, {}),
    ]);
    await expect(api.call(list)).rejects.toThrow('First');
    await expect(api.call(list)).rejects.toThrow('Second');
    await expect(api.call(list)).rejects.toThrow('Plain');
    // No message at all: the failure is named by its action.
    await expect(api.call(list)).rejects.toMatchObject({
      message: 'unknown error in test.list',
      code: 'unknown_error_in_action',
      status: 500,
    });
  });

  it('say "Network error" when no answer comes, and "No response data" for an empty one', async () => {
    const { api } = client([() => new Response('', { status: 200 })]);
    await expect(api.call(list)).rejects.toThrow('No response data');
    await expect(api.call(list)).rejects.toMatchObject({ status: 0, message: ERRORS.network });
  });

  it('tell a call that ran out of time from a dropped connection, so a page can say which it was', async () => {
    const hang = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_ok, fail) =>
        init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)),
      );
    const api = createApiClient({
      baseUrl: () => 'http://api.test/api',
      getToken: () => undefined,
      tokenHeader: (token) => ['authorization', token],
      fetch: hang as typeof globalThis.fetch,
    });
    await expect(api.request('/v2/68/items', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
    const { api: dropped } = client([]);
    await expect(dropped.call(list)).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it("keep a 429's Retry-After in seconds, so a page can say how long to wait", async () => {
    const throttled = (retryAfter?: string) => () =>
      new Response(JSON.stringify({ err_message: 'Too many' }), {
        status: 429,
        headers: retryAfter ? { 'retry-after': retryAfter } : {},
      });
    const { api } = client([throttled('30'), throttled()]);
    await expect(api.call(list)).rejects.toMatchObject({ status: 429, retryAfterS: 30 });
    await expect(api.call(list)).rejects.toMatchObject({ status: 429, retryAfterS: undefined });
  });

  it('say "Network error" when the answer\'s body is cut off, so a refused token is not taken from half an answer', async () => {
    const cut = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new TypeError('network error'));
          },
        }),
        { status: 200 },
      );
    const { api } = client([cut]);
    await expect(api.call(list)).rejects.toMatchObject({ status: 0, message: ERRORS.network });
  });

  it('say "no response data" in lower case for an empty answer of a fibre or LFC call', async () => {
    const store = defineContract({
      id: 'store.test',
      method: 'get',
      path: '/v3/:spid/lfc_product',
      summary: 'test',
      access: 'operator',
      response: z.unknown(),
    });
    const { api } = client([() => new Response('', { status: 200 })]);
    await expect(api.call(store)).rejects.toMatchObject({ message: 'no response data' });
  });

  it('end the session on a 401 without error number 1002, and only then', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client(
      [
        () => json(401, { err_message: 'No', ErrorNumber: 1002 }),
        () => json(403, { err_message: 'No' }),
        () => json(401, { err_message: 'Expired' }),
      ],
      { onSessionEnd },
    );
    await expect(api.call(list)).rejects.toBeInstanceOf(ApiRequestError);
    await expect(api.call(list)).rejects.toBeInstanceOf(ApiRequestError);
    expect(onSessionEnd).not.toHaveBeenCalled();
    await expect(api.call(list)).rejects.toThrow('Expired');
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('do not end a session that no token was sent for', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client([() => json(401, { err_message: 'Wrong password' })], { onSessionEnd });
    await expect(api.call(list, { anonymous: true })).rejects.toThrow('Wrong password');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('a token the backend clock has run past', () => {
  it('is renewed silently and the call sent again, keeping the session', async () => {
    let token = 'T1';
    const onSessionEnd = vi.fn();
    const renewToken = vi.fn(async () => {
      token = 'T2';
      return true;
    });
    const { api, header } = client(
      [() => json(401, { err_message: 'Expired' }), () => json(200, { ok: true })],
      {
        getToken: () => token,
        onSessionEnd,
        renewToken,
      },
    );
    await expect(api.call(list)).resolves.toEqual({ ok: true });
    expect(header(1, 'authorization')).toBe('Bearer T2');
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends the session when it cannot be renewed, or is refused again', async () => {
    const onSessionEnd = vi.fn();
    const { api } = client([() => json(401, { err_message: 'Expired' })], {
      onSessionEnd,
      renewToken: async () => false,
    });
    await expect(api.call(list)).rejects.toThrow('Expired');
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    const again = client(
      [() => json(401, { err_message: 'Expired' }), () => json(401, { err_message: 'Still' })],
      {
        onSessionEnd,
        renewToken: async () => true,
      },
    );
    await expect(again.api.call(list)).rejects.toThrow('Still');
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });
});

describe('idempotent contracts', () => {
  it('send an Idempotency-Key, a new one for each action', async () => {
    const { api, header } = client([() => json(201, { ok: true }), () => json(201, { ok: true })]);
    await api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 } });
    await api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 } });
    expect(header(0, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(1, 'Idempotency-Key')).not.toBe(header(0, 'Idempotency-Key'));
  });

  it('resend the same key when the first request got no answer', async () => {
    const { api, requests, header } = client([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(201, { ok: true }),
    ]);
    await expect(api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(requests).toHaveLength(2);
    expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
  });

  it('use the key of the action when one is given, and no key for other contracts', async () => {
    const { api, header } = client([() => json(201, { ok: true }), () => json(200, { ok: true })]);
    await api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 }, idempotencyKey: 'action-1' });
    await api.call(list);
    expect(header(0, 'Idempotency-Key')).toBe('action-1');
    expect(header(1, 'Idempotency-Key')).toBeUndefined();
  });

  it('are not sent twice after an error answer', async () => {
    const { api, requests } = client([() => json(402, { err_message: 'Declined' })]);
    await expect(api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 } })).rejects.toThrow(
      'Declined',
    );
    expect(requests).toHaveLength(1);
  });
});

describe('redirects (one allowed)', () => {
  const moved = (status: number, location: string) => () =>
    new Response(null, { status, headers: { location } });

  it('follows one, keeping a POST and its body through a 307', async () => {
    const { api, requests } = client([moved(307, '/api/v3/68/charge'), () => json(200, { ok: true })]);
    await expect(api.call(charge, { params: { uuid: 'u' }, body: { Amount: 5 } })).resolves.toEqual({
      ok: true,
    });
    expect(requests.map((r) => [r.url, r.init.method, r.init.body])).toEqual([
      ['http://api.test/api/v2/68/customer/u/charge', 'POST', '{"Amount":5}'],
      ['http://api.test/api/v3/68/charge', 'POST', '{"Amount":5}'],
    ]);
  });

  it('asks for the new place with a GET after a 303, as a browser would', async () => {
    const { api, requests } = client([moved(303, 'https://other.test/done'), () => json(200, { ok: true })]);
    await api.call(charge, { params: { uuid: 'u' }, body: { Amount: 5 } });
    expect([requests[1]?.url, requests[1]?.init.method, requests[1]?.init.body]).toEqual([
      'https://other.test/done',
      'GET',
      undefined,
    ]);
  });

  it('refuses a second redirect with the general error, without sending the call a third time', async () => {
    const { api, requests } = client([moved(302, '/a'), moved(302, '/b'), () => json(200, { ok: true })]);
    const error = await api.call(list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(ERRORS.something_wrong);
    expect(requests).toHaveLength(2);
  });
});

describe('conditional reads', () => {
  const tagged = (tag: string, body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: tag },
    });
  const notModified = (tag: string) => new Response(null, { status: 304, headers: { etag: tag } });

  it('sends the last tag of a read and takes a 304 as the answer it had', async () => {
    const { api, header } = client(
      [() => tagged('"a"', { ok: true }), () => notModified('"a"'), () => tagged('"b"', { ok: false })],
      { conditionalReads: true },
    );
    expect(await api.call(list)).toEqual({ ok: true });
    expect(header(0, 'if-none-match')).toBeUndefined();
    expect(await api.call(list)).toEqual({ ok: true });
    expect(header(1, 'if-none-match')).toBe('"a"');
    expect(await api.call(list)).toEqual({ ok: false });
    expect(header(2, 'if-none-match')).toBe('"a"');
  });

  it('keeps tags apart by address and sends none for a change or when not asked to', async () => {
    const { api, header } = client(
      [() => tagged('"a"', { ok: true }), () => tagged('"p2"', { ok: true }), () => json(201, { ok: true })],
      { conditionalReads: true },
    );
    await api.call(list);
    await api.call(list, { query: { page: 2 } });
    expect(header(1, 'if-none-match')).toBeUndefined();
    await api.call(charge, { params: { uuid: 'u' }, body: { Amount: 1 } });
    expect(header(2, 'if-none-match')).toBeUndefined();
    const plain = client([() => tagged('"a"', { ok: true }), () => tagged('"a"', { ok: true })]);
    await plain.api.call(list);
    await plain.api.call(list);
    expect(plain.header(1, 'if-none-match')).toBeUndefined();
  });
});
