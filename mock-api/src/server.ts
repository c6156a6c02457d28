import { createMiddleware } from '@mswjs/http-middleware';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS, FlagProfileSchema, MAX_BODY_BYTES, type FlagProfile } from '@portal/shared';
import { DROP_CONNECTION_HEADER } from './context';
import { CLIENT_ADDRESS_HEADER } from './auth/throttle';
import { CONTROL_BASE } from './control/handlers';
import { answerClientError } from './http/client-error';
import { expressOperations, sendOutcome } from './http/express-adapter';
import { SERVED_METHODS } from './http/methods';
// A plain ESM script: the demo's static server, which runs without a build step, serves files the same way.
import { staticFiles } from '../../scripts/static-files.mjs';
import { API_BASE } from './http/route';
import { appHeaders, securityHeaders } from './http/security-headers';
import { keepData } from './persist/data-dir';
import { readDataDir } from './persist/stored-data';
import { createMockApi, type MockApi } from './runtime';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerOptions {
  port: number;
  dataDir: string;
  reset: boolean;
  flagsProfile: FlagProfile;
  /** Serve the built apps (customer-web at /, provider-console at /console/). */
  serveApps: boolean;
  /** Check every answer against its contract (the contract suite turns this on). */
  validateResponses?: boolean;
}

/** How long an idle connection stays open: longer than any client keeps one, so no request meets a closing socket. */
const KEEP_ALIVE_MS = 65_000;

const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    'Authorization,Content-Type,x-auth-token,x-mock-scenario,Range,Idempotency-Key',
  );
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range,X-Total-Count,Retry-After');
  if (req.method === 'OPTIONS') return void res.status(204).end();
  next();
};

/** Throttling counts per client address: the socket's, never one a caller claims in the header. */
const clientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  next();
};

const bodyLimit: RequestHandler = (req, res, next) => {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return void res.status(413).json({ err_message: ERRORS.body_too_large, err_code: 'body_too_large' });
  }
  next();
};

/** A simulated network error has no HTTP answer: the connection is dropped when the marker header is set. */
const dropOnMarker: RequestHandler = (req, res, next) => {
  const append = res.appendHeader.bind(res);
  res.appendHeader = (name: string, value: string | readonly string[]) => {
    if (name.toLowerCase() === DROP_CONNECTION_HEADER) {
      req.socket.destroy();
      return res;
    }
    return append(name, value);
  };
  next();
};

const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  console.error(`[mock-api] ${req.method} ${req.originalUrl.slice(0, 200)} failed`, error);
  if (res.headersSent) return void req.socket.destroy();
  res.status(500).json({ err_message: ERRORS.something_wrong, err_code: 'something_wrong' });
};

function staticApp(dir: string, spaFallback: boolean): RequestHandler[] {
  if (!existsSync(join(dir, 'index.html'))) {
    return [
      (_req, res) =>
        void res
          .status(503)
          .type('text')
          .send(`Not built yet: ${dir}. Run "npm start" (it builds the apps).`),
    ];
  }
  const files = staticFiles(dir);
  const serve: RequestHandler = (req, res, next) => void (files.serve(req, res, req.path) || next());
  if (!spaFallback) return [serve];
  return [serve, (req, res, next) => void (files.serveIndex(req, res) || next())];
}

export interface RunningServer {
  server: Server;
  api: MockApi;
  url: string;
  /** Stops accepting requests and writes the last snapshot. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const stored = await readDataDir(options.dataDir);
  const snapshot = options.reset ? undefined : stored.snapshot;
  const api = await createMockApi({
    flagsProfile: options.flagsProfile,
    snapshot,
    networkFault: 'drop',
    validateResponses: options.validateResponses ?? false,
  });
  const journal = await keepData(api, options.dataDir, stored.journalBytes);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  const mock = createMiddleware(...api.handlers);
  const isMockPath = (path: string) => path.startsWith(API_BASE) || path.startsWith(CONTROL_BASE);
  // One layer for the three, so an API request pays one path test instead of three.
  app.use((req, res, next) =>
    isMockPath(req.path)
      ? cors(req, res, () => bodyLimit(req, res, () => clientAddress(req, res, next)))
      : next(),
  );
  // Operations run on Express directly; the control API, the reference and the JSON 404 go through MSW.
  app.use(API_BASE, expressOperations(api.ctx));
  // A method MSW cannot carry in a Fetch Request (TRACE, TRACK, CONNECT) or that nothing serves is answered here.
  app.use((req, res, next) =>
    isMockPath(req.path) && !SERVED_METHODS.includes(req.method)
      ? sendOutcome(req, res, api.unanswered(req.method, new URL(req.originalUrl, 'http://localhost')))
      : next(),
  );
  app.use((req, res, next) =>
    isMockPath(req.path)
      ? dropOnMarker(req, res, () => void Promise.resolve(mock(req, res, next)).catch(next))
      : next(),
  );
  app.use(
    CONTROL_BASE,
    (_req, res) =>
      void res.status(404).json({ err_message: ERRORS.route_not_found, err_code: 'route_not_found' }),
  );
  if (options.serveApps) {
    // Routing is not strict, so '/console' also matches '/console/': only the bare path is redirected.
    app.use(appHeaders);
    app.get('/console', (req, res, next) =>
      req.path === '/console' ? res.redirect(301, '/console/') : next(),
    );
    app.use(
      '/console/',
      ...staticApp(resolve(ROOT, process.env.PROVIDER_CONSOLE_DIST ?? 'provider-console/dist'), false),
    );
    app.use('/', ...staticApp(resolve(ROOT, process.env.CUSTOMER_WEB_DIST ?? 'customer-web/dist'), true));
  }
  app.use(lastResort);

  const server = await new Promise<Server>((ok) => {
    const s = app.listen(options.port, () => ok(s));
    s.on('clientError', answerClientError);
    // Node closes an idle connection after 5 s by default, and a client that reuses it in the same moment (after a
    // long reset, or on a busy machine) gets ECONNRESET instead of an answer. The server keeps idle connections
    // longer than clients do (undici: 4 s, browsers: about 60 s), so the client is always the side that closes.
    s.keepAliveTimeout = KEEP_ALIVE_MS;
    s.headersTimeout = KEEP_ALIVE_MS + 1_000;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://localhost:${port}`;
  const close = async () => {
    await new Promise((ok) => server.close(ok));
    await journal.close();
  };
  return { server, api, url, close };
}

/**
 * The last guard: an error that escapes every request handler is logged and the server goes on serving the other
 * requests, instead of ending the process for everyone.
 */
function keepServingThroughErrors(): void {
  process.on('uncaughtException', (error) =>
    console.error('[mock-api] uncaught error, still serving', error),
  );
  process.on('unhandledRejection', (reason) =>
    console.error('[mock-api] unhandled rejection, still serving', reason),
  );
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const port = Number(argValue('--port') ?? process.env.PORT ?? 4000);
  const dataDir = resolve(argValue('--data') ?? process.env.DATA_DIR ?? join(ROOT, '.data'));
  const flagsProfile = FlagProfileSchema.parse(argValue('--flags') ?? process.env.FLAGS_PROFILE ?? 'demo');
  const { close, url } = await startServer({
    port,
    dataDir,
    reset: process.argv.includes('--reset'),
    flagsProfile,
    serveApps: !process.argv.includes('--api-only'),
  });
  const { personaDirectory, DEMO_PASSWORD } = await import('@portal/fixtures');
  console.log(`
Portal is running (flags profile: ${flagsProfile}, data: ${dataDir})
  customer portal   ${url}/
  provider console  ${url}/console/
  API               ${url}/api   (health ${url}/api/health, reference ${url}/api/docs)
  control API       ${url}/__mock/state

Demo logins (password for all: ${DEMO_PASSWORD}):
${personaDirectory.map((p) => `  ${p.login.padEnd(32)} ${p.who}`).join('\n')}
`);
  keepServingThroughErrors();
  const stop = async () => {
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
