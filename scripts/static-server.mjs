// A plain static file server for the demo build: no API behind it, only files, with history fallback.
// Serves customer-web's demo build under /demo/ and provider-console's under /demo/console/.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? 4311);
const base = process.env.DEMO_BASE ?? '/demo/';
const mounts = [
  {
    prefix: `${base}console/`,
    dir: join(root, process.env.PROVIDER_CONSOLE_DEMO_DIST ?? 'provider-console/dist-demo'),
  },
  { prefix: base, dir: join(root, process.env.CUSTOMER_WEB_DEMO_DIST ?? 'customer-web/dist-demo') },
];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path === base.slice(0, -1)) return res.writeHead(301, { location: base }).end();
  const mount = mounts.find((m) => path.startsWith(m.prefix));
  if (!mount) return res.writeHead(404).end('Not found');
  const rel = normalize(path.slice(mount.prefix.length)).replace(/^(\.\.[/\\])+/, '');
  let file = join(mount.dir, rel);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(mount.dir, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end('Not built');
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    ...(file.endsWith('mockServiceWorker.js') ? { 'service-worker-allowed': '/' } : {}),
  });
  createReadStream(file).pipe(res);
}).listen(port, () => console.log(`demo build served at http://localhost:${port}${base}`));
