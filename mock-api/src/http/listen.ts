import type { RequestListener, Server } from 'node:http';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { answerClientError, answerConnect } from './client-error';

/** Where the server listens unless told: this machine only, over IPv4 and IPv6. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

/** How long an idle connection stays open: longer than any client keeps one, so no request meets a closing socket. */
const KEEP_ALIVE_MS = 65_000;

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\./.test(host) || /^::ffff:127\./.test(host);

function listenOn(app: RequestListener, port: number, host: string): Promise<Server> {
  const server = createServer(app);
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  // Node closes an idle connection after 5 s by default, and a client that reuses it in the same moment (after a
  // long reset, or on a busy machine) gets ECONNRESET instead of an answer. The server keeps idle connections
  // longer than clients do (undici: 4 s, browsers: about 60 s), so the client is always the side that closes.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}

/**
 * Listens on the given host, or on both loopback addresses. The second loopback address shares the first one's
 * port and is skipped on a machine without IPv6 (or where the port is taken there), as the first one serves.
 */
export async function listenAll(app: RequestListener, port: number, host?: string): Promise<Server[]> {
  const hosts = host === undefined ? [...LOOPBACK_HOSTS] : [host];
  const first = await listenOn(app, port, hosts[0] as string);
  const address = first.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const rest = await Promise.all(hosts.slice(1).map((h) => listenOn(app, bound, h).catch(() => undefined)));
  return [first, ...rest.filter((s): s is Server => s !== undefined)];
}

/** The addresses a person would type to reach the server: every interface's for a wildcard host. */
export function servedAddresses(servers: Server[]): string[] {
  return servers.flatMap((server) => {
    const address = server.address();
    if (!address || typeof address !== 'object') return [];
    if (!WILDCARDS.has(address.address)) return [address.address];
    const ipv6 = address.family === 'IPv6';
    return Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && (ipv6 || i.family === 'IPv4') && !i.address.startsWith('fe80:'))
      .map((i) => i!.address);
  });
}

/** Whether anything beyond this machine can reach these servers. */
export const servesBeyondLoopback = (servers: Server[]): boolean =>
  servedAddresses(servers).some((a) => !isLoopbackHost(a));

/** An address as it goes into a URL. */
export const urlHost = (address: string): string => (address.includes(':') ? `[${address}]` : address);
