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

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p));
}

function isDebianRoot() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isDebianRoot()) {
    console.log('No Chromium found: installing Debian\'s "chromium" package…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
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
