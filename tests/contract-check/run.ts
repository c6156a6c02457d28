import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkContracts, hasDrift } from './check';
import { parseOptions, USAGE } from './options';
import { renderTable, summary } from './table';

/*
 * `pnpm contract:check --base <url>`: every contract's documented call against a live API, compared with the
 * contract. See options.ts for the options, and the README's section on pointing the apps at another API.
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options.demoLogins) console.error("No login given: calling as the fixtures' demo logins (the mock's).");
  const live = process.stderr.isTTY;
  const rows = await checkContracts({
    base: options.base,
    credentials: options.credentials,
    writes: options.writes,
    only: options.only,
    onProgress: (done, total, row) => {
      const line = `[${done}/${total}] ${row.operation} ${row.outcome}${row.status ? ` ${row.status}` : ''}`;
      if (live) process.stderr.write(`\r\x1b[2K${line}`);
      else if (done % 25 === 0 || done === total || row.outcome === 'drift' || row.outcome === 'failed')
        process.stderr.write(`${line}\n`);
    },
  });
  if (live) process.stderr.write('\n');
  console.log(renderTable(rows));
  // Relative to where the command was typed, not the package pnpm runs it in.
  const report = resolve(process.env.INIT_CWD ?? process.cwd(), options.report);
  writeFileSync(
    report,
    `${JSON.stringify({ base: options.base, checkedAt: new Date().toISOString(), summary: summary(rows), operations: rows }, null, 2)}\n`,
  );
  console.log(`Report: ${report}`);
  return hasDrift(rows) ? 1 : 0;
}

process.exitCode = await main();
