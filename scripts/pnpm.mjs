// Runs pnpm 10 whether or not it is installed: the one on PATH when it is version 10, else through npx.
// corepack is not used: it cannot download pnpm on a network that only reaches the npm registry.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];

let command;
function pnpmCommand() {
  if (command) return command;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  command =
    probe.status === 0 && probe.stdout.trim().startsWith('10.')
      ? ['pnpm']
      : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
  return command;
}

/** Runs pnpm with the arguments; returns its exit status. */
export function pnpm(args, options = {}) {
  const [bin, ...pre] = pnpmCommand();
  const result = spawnSync(bin, [...pre, ...args], {
    stdio: 'inherit',
    cwd: ROOT,
    shell: process.platform === 'win32',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

/**
 * Runs a command with its output shown as it comes, without blocking this process (so it can watch the command's
 * processor time): resolves with the exit status. `onSpawn` gets the child as it starts.
 */
export function runLive(bin, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      stdio: 'inherit',
      cwd: ROOT,
      shell: process.platform === 'win32',
      ...options,
      env: { ...process.env, ...options.env },
    });
    onSpawn?.(child);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs pnpm as `runLive` does. */
export function pnpmLive(args, options = {}) {
  const [bin, ...pre] = pnpmCommand();
  return runLive(bin, [...pre, ...args], options);
}

/**
 * Runs a command with its output kept back, for suites that run side by side: resolves with the exit status and the
 * output, printed by the caller in one piece so two suites' lines do not interleave.
 */
export function runQuiet(bin, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(bin, args, {
      cwd: ROOT,
      shell: process.platform === 'win32',
      ...options,
      env: { ...process.env, FORCE_COLOR: '1', ...options.env },
    });
    onSpawn?.(child);
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Runs pnpm as `runQuiet` does. */
export function pnpmQuiet(args, options = {}) {
  const [bin, ...pre] = pnpmCommand();
  return runQuiet(bin, [...pre, ...args], options);
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules/.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies…');
  const status = pnpm(['install', '--frozen-lockfile']);
  if (status !== 0) throw new Error('pnpm install failed');
}
