import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

// Journeys run on E2E_WORKERS workers (2 by default: the machine's two cores). Each worker has its own served system
// with its own mock state, so one journey's reset or clock jump never lands in another's; worker i uses APP_PORTS[i].
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * Ports above 1024 that Chromium refuses to open (ERR_UNSAFE_PORT): a worker's port counted up from a named one must
 * pass over them.
 */
const BROWSER_BLOCKED = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** The port asked for, or the next one up the browser opens. */
const openable = (port: number) => {
  let p = port;
  while (BROWSER_BLOCKED.has(p)) p++;
  return p;
};

/** A port nothing listens on now, as the system hands it out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Which process holds a port, as `ss` tells it (empty where `ss` is missing). */
function holderOf(port: number): string {
  try {
    return execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Fails with the port and what holds it when a port asked for by name is taken. */
async function ensureFree(port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.on('error', () => {
      const holder = holderOf(port);
      reject(
        new Error(
          `Port ${port} is already in use${holder ? ` by ${holder}` : ''}: stop it or pick another port.`,
        ),
      );
    });
    server.listen(port, () => server.close(() => resolve()));
  });
  return port;
}

/**
 * The ports of this run. Free ones are picked unless E2E_APP_PORT / E2E_DEMO_PORT name them (then the app ports are
 * that one and 50 above it per worker, passing over ports the browser will not open), so a server left over from an earlier run cannot fail this one. The choice
 * is made once, when the runner loads its configuration, and passed to the workers and servers in the environment.
 */
async function choosePorts(): Promise<{ app: number[]; demo: number }> {
  if (process.env.E2E_CHOSEN_PORTS) return JSON.parse(process.env.E2E_CHOSEN_PORTS);
  const named = process.env.E2E_APP_PORT ? Number(process.env.E2E_APP_PORT) : undefined;
  const taken = new Set<number>();
  // One after another, so the system cannot hand the same port out twice.
  const next = async (asked?: number) => {
    let port = asked === undefined ? await freePort() : await ensureFree(openable(asked));
    while (taken.has(port) || BROWSER_BLOCKED.has(port)) port = await freePort();
    taken.add(port);
    return port;
  };
  const app: number[] = [];
  for (let i = 0; i < WORKERS; i++) app.push(await next(named === undefined ? undefined : named + 50 * i));
  const demo = await next(process.env.E2E_DEMO_PORT ? Number(process.env.E2E_DEMO_PORT) : undefined);
  const chosen = { app, demo };
  process.env.E2E_CHOSEN_PORTS = JSON.stringify(chosen);
  return chosen;
}

const chosen = await choosePorts();
export const APP_PORTS = chosen.app;
export const APP_PORT = chosen.app[0] as number;
export const DEMO_PORT = chosen.demo;
