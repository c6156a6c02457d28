// Node 24 for the unit and contract suites, from the `node` package of the npm registry (it ships the binary for
// the platform). It is installed into a cache folder outside git, and installed again when the folder is missing,
// broken or holds another major version. Any failure throws: the suite then fails rather than being skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runQuiet } from './pnpm.mjs';

const MAJOR = 24;
const CACHE = join(ROOT, 'node_modules/.cache', `node${MAJOR}`);
const BINARY = join(CACHE, 'node_modules/node/bin', process.platform === 'win32' ? 'node.exe' : 'node');

function versionOf(binary) {
  if (!existsSync(binary)) return undefined;
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : undefined;
}

/** The path of a working Node 24 binary, installed when needed. */
export function ensureNode24() {
  if (versionOf(BINARY)?.startsWith(`v${MAJOR}.`)) return BINARY;
  console.log(`Installing Node ${MAJOR} from the npm registry into ${CACHE}…`);
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  const install = spawnSync(
    'npm',
    ['i', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE, `node@${MAJOR}`],
    {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    },
  );
  const version = versionOf(BINARY);
  if (install.status !== 0 || !version?.startsWith(`v${MAJOR}.`))
    throw new Error(
      `Node ${MAJOR} could not be installed from the npm registry (found ${version ?? 'nothing'})`,
    );
  return BINARY;
}

/**
 * Runs the unit and contract suites (vitest) on Node 24, its output kept back as `runQuiet` does (it runs beside the
 * first Node's run): resolves with the exit status and the output.
 */
export async function vitestOnNode24(options = {}) {
  let binary;
  try {
    binary = ensureNode24();
  } catch (error) {
    return { status: 1, output: String(error) };
  }
  const run = await runQuiet(binary, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run'], {
    ...options,
    env: {
      // Tools the suites start by name (node, npx) resolve to the same Node 24.
      PATH: `${join(binary, '..')}${process.platform === 'win32' ? ';' : ':'}${process.env.PATH}`,
      // The portal's fault matrix has met every page with every fault class on the first Node; here each page
      // meets two of them in turn, which tells the same of this Node at a third of the time.
      FAULT_MATRIX_CLASSES: process.env.FAULT_MATRIX_CLASSES ?? '2',
    },
  });
  return { ...run, output: `Using Node ${versionOf(binary)} at ${binary}\n${run.output}` };
}
