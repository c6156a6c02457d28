// A plain static file server for the demo build: no API behind it, only files (compressed, hashed assets cached
// for good), with history fallback.
// Serves customer-web's demo build under /demo/ and provider-console's under /demo/console/.
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFiles } from './static-files.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? 4311);
const base = process.env.DEMO_BASE ?? '/demo/';
const mounts = [
  {
    prefix: `${base}console/`,
    dir: resolve(root, process.env.PROVIDER_CONSOLE_DEMO_DIST ?? 'provider-console/dist-demo'),
  },
  { prefix: base, dir: resolve(root, process.env.CUSTOMER_WEB_DEMO_DIST ?? 'customer-web/dist-demo') },
];
const servers = mounts.map((m) => ({ ...m, files: staticFiles(m.dir) }));

export const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === base.slice(0, -1)) return res.writeHead(301, { location: base }).end();
  const mount = servers.find((m) => path.startsWith(m.prefix));
  if (!mount) return res.writeHead(404).end('Not found');
  if (mount.files.serve(req, res, path.slice(mount.prefix.length))) return;
  if (!mount.files.serveIndex(req, res)) res.writeHead(404).end('Not built');
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  server.listen(port, () => console.log(`demo build served at http://localhost:${port}${base}`));
}
