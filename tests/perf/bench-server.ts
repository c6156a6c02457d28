/**
 * The built system as a user meets it: the real server (mock-api's Express server serving both production builds)
 * in its own process, on a fresh data folder, so the browser benchmarks measure what `npm start` serves.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_MS = 60_000;

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBuiltSystem(port = Number(process.env.PORT ?? 4560)): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server.ts', '--port', String(port), '--data', dataDir, '--reset'],
    { cwd: join(ROOT, 'mock-api'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((ok) => setTimeout(ok, 250));
  }
  await stop();
  throw new Error(`the server did not start on port ${port}`);
}
