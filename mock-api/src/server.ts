import { createMiddleware } from '@mswjs/http-middleware';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ERRORS,
  FlagProfileSchema,
  MAX_BODY_BYTES,
  MOCK_TOKEN_HEADER,
  type FlagProfile,
} from '@portal/shared';
import { DROP_CONNECTION_HEADER } from './context';
import { CLIENT_ADDRESS_HEADER } from './auth/throttle';
import { CONTROL_BASE } from './control/handlers';
import { newControlToken, requireOwnerToken } from './control/owner-token';
import { StoryWorkspaces } from './control/workspaces';
import { printBanner } from './banner';
import { isLoopbackHost, listenAll, urlHost } from './http/listen';
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
  /** The one address to listen on; without it, this machine's loopback addresses only. */
  host?: string;
  /** The owner's token: when set, the control API answers only requests that carry it. */
  controlToken?: string;
}

const cors: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    `Authorization,Content-Type,x-auth-token,x-mock-scenario,Range,Idempotency-Key,${MOCK_TOKEN_HEADER}`,
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

function staticApp(dir: string, spaFallback: boolean, flagsProfile?: FlagProfile): RequestHandler[] {
  if (!existsSync(join(dir, 'index.html'))) {
    return [
      (_req, res) =>
        void res
          .status(503)
          .type('text')
          .send(`Not built yet: ${dir}. Run "npm start" (it builds the apps).`),
    ];
  }
  const files = staticFiles(dir, { flagsProfile });
  const serve: RequestHandler = (req, res, next) => void (files.serve(req, res, req.path) || next());
  if (!spaFallback) return [serve];
  return [serve, (req, res, next) => void (files.serveIndex(req, res) || next())];
}

const isMockPath = (path: string) => path.startsWith(API_BASE) || path.startsWith(CONTROL_BASE);

/** The API and the control API over one data set: the shared one, or a story's. */
function mockRoutes(api: MockApi): Router {
  const routes = express.Router();
  const mock = createMiddleware(...api.handlers);
  // Operations run on Express directly; the control API, the reference and the JSON 404 go through MSW.
  routes.use(API_BASE, expressOperations(api.ctx));
  // A method MSW cannot carry in a Fetch Request (TRACE, TRACK, CONNECT) or that nothing serves is answered here.
  routes.use((req, res, next) =>
    isMockPath(req.path) && !SERVED_METHODS.includes(req.method)
      ? sendOutcome(req, res, api.unanswered(req.method, new URL(req.originalUrl, 'http://localhost')))
      : next(),
  );
  routes.use((req, res, next) =>
    isMockPath(req.path)
      ? dropOnMarker(req, res, () => void Promise.resolve(mock(req, res, next)).catch(next))
      : next(),
  );
  return routes;
}

export interface RunningServer {
  /** The first of the servers listening (on 127.0.0.1 unless a host was given). */
  server: Server;
  /** Every server listening: one per address. */
  servers: Server[];
  api: MockApi;
  url: string;
  /** Stops accepting requests and writes the last snapshot. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const stored = await readDataDir(options.dataDir);
  const snapshot = options.reset ? undefined : stored.snapshot;
  const shared = options.controlToken !== undefined;
  const apiOptions = {
    flagsProfile: options.flagsProfile,
    networkFault: 'drop',
    validateResponses: options.validateResponses ?? false,
  } as const;
  const api = await createMockApi({
    ...apiOptions,
    snapshot,
    extraState: () => ({ shared, workspace: null }),
  });
  const journal = await keepData(api, options.dataDir, stored.journalBytes);

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  // One layer for the three, so an API request pays one path test instead of three.
  app.use((req, res, next) =>
    isMockPath(req.path)
      ? cors(req, res, () => bodyLimit(req, res, () => clientAddress(req, res, next)))
      : next(),
  );
  if (options.controlToken !== undefined) app.use(requireOwnerToken(options.controlToken));
  const workspaces = new StoryWorkspaces(async (id) => {
    const story = await createMockApi({ ...apiOptions, extraState: () => ({ shared, workspace: id }) });
    return { api: story, routes: mockRoutes(story) };
  });
  app.post(`${CONTROL_BASE}/workspaces`, workspaces.create);
  const main = mockRoutes(api);
  app.use((req, res, next) => {
    const routes = isMockPath(req.path) ? (workspaces.of(req.headers.cookie)?.routes ?? main) : undefined;
    return routes ? routes(req, res, next) : next();
  });
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
    app.use(
      '/',
      ...staticApp(
        resolve(ROOT, process.env.CUSTOMER_WEB_DIST ?? 'customer-web/dist'),
        true,
        options.flagsProfile,
      ),
    );
  }
  app.use(lastResort);

  const servers = await listenAll(app, options.port, options.host);
  const server = servers[0] as Server;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host;
  const named = host === undefined || host === '0.0.0.0' || host === '::' || isLoopbackHost(host);
  const url = `http://${named ? 'localhost' : urlHost(host)}:${port}`;
  const close = async () => {
    await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
    await journal.close();
  };
  return { server, servers, api, url, close };
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

/** The host to listen on: `--host`, else `HOST`, else this machine's loopback addresses only. */
const hostOption = (): string | undefined => argValue('--host') ?? (process.env.HOST || undefined);

async function main() {
  const port = Number(argValue('--port') ?? process.env.PORT ?? 4000);
  const dataDir = resolve(argValue('--data') ?? process.env.DATA_DIR ?? join(ROOT, '.data'));
  const flagsProfile = FlagProfileSchema.parse(argValue('--flags') ?? process.env.FLAGS_PROFILE ?? 'demo');
  const host = hostOption();
  const shared = host !== undefined && !isLoopbackHost(host);
  const controlToken = shared ? process.env.MOCK_CONTROL_TOKEN || newControlToken() : undefined;
  const running = await startServer({
    port,
    dataDir,
    reset: process.argv.includes('--reset'),
    flagsProfile,
    serveApps: !process.argv.includes('--api-only'),
    host,
    controlToken,
  });
  await printBanner({ ...running, flagsProfile, dataDir, controlToken });
  keepServingThroughErrors();
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main();
}
