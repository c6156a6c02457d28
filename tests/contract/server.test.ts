import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allContracts,
  ERRORS,
  MAX_BODY_BYTES,
  MAX_LIST_FILTER_CHARS,
  STORE_MAX_FILTER_IDS,
} from '@portal/shared';
import { startServer } from '@portal/mock-api/server';
import { rawRequest, signIn } from './harness';

type Started = Awaited<ReturnType<typeof startServer>>;
const start = (dataDir: string, reset: boolean) =>
  startServer({ port: 0, dataDir, reset, flagsProfile: 'demo', serveApps: false });
const stop = (s: Started) => s.close();

describe('the Express server', () => {
  let dataDir: string;
  let s: Started;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-server-'));
    s = await start(dataDir, true);
  });
  afterAll(async () => {
    await stop(s);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const res = await fetch(`${s.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await fetch(`${s.url}/api/v9/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ err_code: 'route_not_found' });
  });

  it('keeps an idle connection open longer than clients do, so a reused connection is never closed under a request', async () => {
    // Node's default is 5 s, one second more than undici keeps a connection; a busy moment then resets a request.
    const res = await fetch(`${s.url}/api/health`);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
    expect(s.server.headersTimeout).toBeGreaterThan(s.server.keepAliveTimeout);
  });

  it('answers TRACE, TRACK and other methods on any path and keeps serving', async () => {
    for (const path of [
      '/api/health',
      '/api/v2/68/auth',
      '/api/v9/nothing-here',
      '/__mock/state',
      '/__mock/x',
    ]) {
      for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'SEARCH']) {
        const res = await rawRequest(s.url, method, path);
        expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(405);
        expect(res.status, `${method} ${path}`).toBeLessThanOrEqual(501);
        expect(JSON.parse(res.body).err_message, `${method} ${path}`).toBeTruthy();
      }
    }
    const trace = await rawRequest(s.url, 'TRACE', '/api/health');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });

  it('answers CONNECT with a JSON 501, as a method nothing serves, and keeps serving', async () => {
    // node:http hands CONNECT to the caller as a tunnel, so the request is written on a bare socket.
    for (const target of ['/api/health', `${new URL(s.url).host}`, 'example.com:443']) {
      const answer = await new Promise<string>((ok, fail) => {
        const socket = connect(Number(new URL(s.url).port), '127.0.0.1', () =>
          socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${new URL(s.url).host}\r\n\r\n`),
        );
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('end', () => ok(text));
        socket.on('error', fail);
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0], target).toBe('HTTP/1.1 501 Not Implemented');
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({
        err_message: ERRORS.method_not_implemented,
        err_code: 'method_not_implemented',
      });
    }
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });

  it('answers headers over the limit with a JSON 431 and an overlong request line with a JSON 414', async () => {
    const headers = await rawRequest(s.url, 'GET', '/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(headers.status).toBe(431);
    expect(JSON.parse(headers.body)).toEqual({
      err_message: ERRORS.headers_too_large,
      err_code: 'headers_too_large',
    });
    const line = await rawRequest(s.url, 'GET', `/api/v3/68/UFB_order?filter=${'a'.repeat(20_000)}`);
    expect(line.status).toBe(414);
    expect(JSON.parse(line.body).err_message).toBe(ERRORS.request_line_too_long);
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });

  it('accepts a list filter with as many ids as the document allows, up to its length', async () => {
    const { token } = await signIn(s.url, 'operator');
    const list = (filter: object) =>
      fetch(`${s.url}/api/v3/68/UFB_order?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const ids = Array.from({ length: STORE_MAX_FILTER_IDS }, () => randomUUID());
    const most = {
      id: ids,
      q: 'x'.repeat(MAX_LIST_FILTER_CHARS - JSON.stringify({ id: ids, q: '' }).length),
    };
    expect(JSON.stringify(most)).toHaveLength(MAX_LIST_FILTER_CHARS);
    const res = await list(most);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect((await list({ id: [...ids, randomUUID()] })).status).toBe(400);
  });

  it('refuses bodies over the size limit with 413 and broken JSON with 400', async () => {
    const big = JSON.stringify({ AuthID: 'x'.repeat(MAX_BODY_BYTES + 10) });
    const res = await fetch(`${s.url}/api/v2/68/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ err_code: 'body_too_large' });
    const broken = await fetch(`${s.url}/api/v2/68/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ err_message: 'The request body is not valid JSON' });
  });

  it('exposes Content-Range across origins and answers preflight', async () => {
    const res = await fetch(`${s.url}/api/health`, { headers: { origin: 'http://localhost:5174' } });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    const pre = await fetch(`${s.url}/api/health`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5174' },
    });
    expect(pre.status).toBe(204);
  });

  it('serves a valid, complete OpenAPI 3.1 document and a readable reference page', async () => {
    const doc = (await (await fetch(`${s.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const c of allContracts) {
      const op = doc.paths[c.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')]?.[c.method];
      expect(op?.operationId, `${c.method} ${c.path}`).toBe(c.id);
      expect(Object.keys(op?.responses ?? {}).length).toBeGreaterThan(1);
    }
    const { Validator } = await import('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 500)).toEqual([]);
    expect(result.valid).toBe(true);
    const page = await fetch(`${s.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('API reference');
  });

  it('drops the connection for a simulated network fault, then recovers', async () => {
    await fetch(`${s.url}/__mock/faults`, {
      method: 'PUT',
      body: JSON.stringify({ faults: [{ pattern: '/health', kind: 'network', times: 1 }] }),
    });
    await expect(fetch(`${s.url}/api/health`)).rejects.toThrow();
    expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
  });
});

describe('state across restarts', () => {
  it('survives a restart through an atomic snapshot, and --reset reseeds from fixtures', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-restart-'));
    let s = await start(dataDir, true);
    await fetch(`${s.url}/__mock/scenarios`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'orders.fail', on: true }),
    });
    const { token } = await signIn(s.url, 'ana');
    await stop(s);
    expect((await readdir(dataDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(JSON.parse(await readFile(join(dataDir, 'db.json'), 'utf8')).version).toBe(1);

    s = await start(dataDir, false);
    const state = await (await fetch(`${s.url}/__mock/state`)).json();
    expect(state.scenarios.global).toEqual(['orders.fail']);
    // The signing key is kept too: a token from before the restart still works.
    const mine = await fetch(`${s.url}/api/v2/68/customer`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.status).toBe(200);
    await stop(s);

    s = await start(dataDir, true);
    const fresh = await (await fetch(`${s.url}/__mock/state`)).json();
    expect(fresh.scenarios.global).toEqual([]);
    await stop(s);
    await rm(dataDir, { recursive: true, force: true });
  });
});
