import { DEMO_PASSWORD } from '@portal/fixtures';
import { PERSONA_EMAIL, type PersonaKey } from '../contract/harness';
import type { Credential } from './check';

export interface CliOptions {
  base: string;
  credentials: Partial<Record<PersonaKey, Credential>>;
  /** The fixtures' demo logins are used: no login was given. */
  demoLogins: boolean;
  writes: boolean;
  only: string[];
  report: string;
}

export const USAGE = `pnpm contract:check --base <API base> [options]

Sends every contract's documented call to the API at <API base> (what the apps' VITE_API_BASE would be, such as
http://127.0.0.1:4000/api) and reports where its answers differ from the contracts.

  --customer <email>:<password>   the customer to call as (the examples' main customer)
  --operator <email>:<password>   an operator of the provider's console
  --admin <email>:<password>      an administrator
  --as <persona>=<email>:<password>   any of the examples' logins (${Object.keys(PERSONA_EMAIL).join(', ')})
  --token <persona>=<token>       a token already issued, instead of a password
  --writes                        sends writes too (only on a test account): by default only reads
  --only <id prefix>[,<prefix>]   only these operations (e.g. customer.,store.)
  --report <file>                 the JSON report (default contract-check-report.json)

Without any login, the fixtures' demo logins are used: those of the mock (npm start).
Exits 1 when an answer drifts from its contract or a call fails, 2 on a usage error.`;

const PERSONAS = new Set<string>(Object.keys(PERSONA_EMAIL));

function credential(text: string, flag: string): Credential {
  const at = text.indexOf(':');
  if (at < 1) throw new Error(`${flag} takes <email>:<password>`);
  return { email: text.slice(0, at), password: text.slice(at + 1) };
}

function persona(text: string, flag: string): [PersonaKey, string] {
  const at = text.indexOf('=');
  const name = text.slice(0, at);
  if (at < 1 || !PERSONAS.has(name))
    throw new Error(`${flag} takes <persona>=…, the persona one of ${[...PERSONAS].join(', ')}`);
  return [name as PersonaKey, text.slice(at + 1)];
}

/** Reads the command line; throws with the reason on a usage error. */
export function parseOptions(argv: readonly string[]): CliOptions {
  const credentials: CliOptions['credentials'] = {};
  const out: Omit<CliOptions, 'demoLogins' | 'credentials'> = {
    base: process.env.CONTRACT_CHECK_BASE ?? '',
    writes: false,
    only: [],
    report: 'contract-check-report.json',
  };
  const args = [...argv];
  const value = (flag: string) => {
    const next = args.shift();
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  while (args.length) {
    const flag = args.shift() as string;
    if (flag === '--') continue;
    if (flag === '--base') out.base = value(flag);
    else if (flag === '--customer') credentials.ana = credential(value(flag), flag);
    else if (flag === '--operator') credentials.operator = credential(value(flag), flag);
    else if (flag === '--admin') credentials.admin = credential(value(flag), flag);
    else if (flag === '--as') {
      const [name, rest] = persona(value(flag), flag);
      credentials[name] = credential(rest, flag);
    } else if (flag === '--token') {
      const [name, token] = persona(value(flag), flag);
      credentials[name] = { token };
    } else if (flag === '--writes') out.writes = true;
    else if (flag === '--only') out.only = value(flag).split(',').filter(Boolean);
    else if (flag === '--report') out.report = value(flag);
    else throw new Error(`Unknown option ${flag}`);
  }
  if (!out.base) throw new Error('--base is needed: the API base, such as http://127.0.0.1:4000/api');
  try {
    new URL(out.base);
  } catch {
    throw new Error(`--base ${out.base} is not an address (http://host:port/path)`);
  }
  const demoLogins = Object.keys(credentials).length === 0;
  if (demoLogins)
    for (const [name, email] of Object.entries(PERSONA_EMAIL))
      credentials[name as PersonaKey] = { email, password: DEMO_PASSWORD };
  return { ...out, credentials, demoLogins };
}
