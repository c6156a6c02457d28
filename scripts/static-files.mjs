// Serves a built app's files the way a CDN would: compressed (brotli or gzip, as the browser accepts), hashed
// assets cached for a year as immutable, HTML and the service worker revalidated on every load. Each file is
// compressed once and kept in memory (builds are a few MB), so serving stays cheap. Shared by the real server and
// the demo's static server.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerenderedFileFor, prerenderedWithProfile } from './prerendered-pages.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.map',
  '.svg',
  '.txt',
]);
const SMALLEST_WORTH_COMPRESSING = 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVICE_WORKER = 'mockServiceWorker.js';

/** Vite puts content-hashed files, and only those, under assets/. */
function cacheControl(rel) {
  if (rel.startsWith(`assets${sep}`) || rel.startsWith('assets/')) return IMMUTABLE;
  if (rel.endsWith('.html') || rel.endsWith(SERVICE_WORKER)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The encoding to send: brotli when accepted, else gzip, else none (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

function readEntry(file, rel) {
  const raw = readFileSync(file);
  const ext = extname(file);
  const stat = statSync(file);
  const entry = {
    stamp: `${stat.size}-${stat.mtimeMs}`,
    etag: `W/"${stat.size.toString(16)}-${Math.round(stat.mtimeMs).toString(16)}"`,
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl: cacheControl(rel),
    serviceWorker: rel.endsWith(SERVICE_WORKER),
    bodies: { identity: raw },
  };
  if (COMPRESSIBLE.has(ext) && raw.length >= SMALLEST_WORTH_COMPRESSING) {
    entry.bodies.gzip = gzipSync(raw, { level: 9 });
    entry.bodies.br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  return entry;
}

/**
 * A file server over one build folder. `serve` answers GET and HEAD for a path inside the folder (a path relative
 * to where the folder is mounted) and returns false when no such file exists, so the caller can fall through; an
 * address with a pre-rendered page (prerendered-pages.mjs) gets that page, and a POST to it is sent back to it. `serveIndex` answers with the folder's
 * index.html, the app shell (history-routing fallback). With `flagsProfile`, the pre-rendered pages are served only
 * when they were drawn with those flags; otherwise their addresses get the app shell, which draws with the server's.
 */
export function staticFiles(dir, { flagsProfile } = {}) {
  const cache = new Map();
  const prerendered = flagsProfile === undefined || prerenderedWithProfile(dir, flagsProfile);
  const entryFor = (rel) => {
    const file = join(dir, rel);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) return undefined;
    const stat = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.stamp === `${stat.size}-${stat.mtimeMs}`) return cached;
    const entry = readEntry(file, rel);
    cache.set(file, entry);
    return entry;
  };
  const send = (req, res, entry) => {
    const encoding = entry.bodies.br ? chooseEncoding(req.headers['accept-encoding']) : undefined;
    const body = entry.bodies[encoding ?? 'identity'];
    const headers = {
      'content-type': entry.type,
      'cache-control': entry.cacheControl,
      etag: entry.etag,
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(entry.serviceWorker ? { 'service-worker-allowed': '/' } : {}),
    };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
  const relative = (pathname) => {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const rel = normalize(decoded).replace(/^([/\\]|\.\.[/\\])+/, '');
    return rel === '' || rel === '.' ? 'index.html' : rel;
  };
  return {
    serve(req, res, pathname) {
      const page = prerendered ? prerenderedFileFor(pathname) : undefined;
      // A pre-rendered form sent before the page's script has run (a tap on "Sign in" on a slow phone) posts to its
      // page: the browser is sent back to it (303, so a reload does not post the password again), to send it again.
      if (req.method === 'POST' && page && entryFor(page)) {
        res.writeHead(303, { location: req.originalUrl ?? req.url, 'content-length': 0 }).end();
        return true;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const rel = relative(pathname);
      const entry = (page && entryFor(page)) || (rel && entryFor(rel));
      return entry ? send(req, res, entry) : false;
    },
    serveIndex(req, res) {
      const entry = entryFor('index.html');
      return entry ? send(req, res, entry) : false;
    },
  };
}
