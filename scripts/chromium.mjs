// Finds a Chromium for the end-to-end suite, or installs Debian's package when that is possible.
// Playwright's own browser download is never used: it cannot work on a machine without general internet access.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The headless build of Chromium (Debian's "chromium-headless-shell") for the journeys: without the full browser's
 * user interface it starts faster and uses less of the machine; the full one serves where none is installed.
 */
const HEADLESS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

export function findHeadlessChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return HEADLESS.find((p) => existsSync(p)) ?? findChromium();
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

function isDebianRoot() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

export function ensureChromium() {
  const found = findChromium();
  const headless = HEADLESS.find((p) => existsSync(p));
  if (found && (headless || !isDebianRoot() || process.env.CHROMIUM_PATH)) return found;
  if (isDebianRoot()) {
    console.log('Installing Debian\'s "chromium" and "chromium-headless-shell" packages…');
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
      { stdio: 'inherit' },
    );
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      'The end-to-end suite needs Chromium and none was found.',
      'Install it (Debian/Ubuntu: "sudo apt-get install chromium"), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      "Playwright's own browser download is not used.",
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
