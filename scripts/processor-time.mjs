// Processor time as the operating system counts it, so runs on machines of different speeds and loads can be
// compared: wall time doubles on a busy machine while the work done stays about the same.
import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times: 100 on every Linux kernel built with the usual USER_HZ. */
const TICKS_PER_SECOND = 100;

/**
 * The user and system time of this process's children that have ended and been waited for, in seconds: a suite's
 * runner, its workers, the browsers and the servers they started, once all of them have exited. Undefined where
 * the system has no /proc (macOS, Windows).
 */
export function childProcessorSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name in brackets may hold spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name, cutime and cstime are the 14th and 15th fields (fields 16 and 17 of proc(5)).
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * A short, fixed piece of work on one core: building, sorting, serialising and parsing records, as the suites'
 * Node processes and browsers do. Its best time of five says how fast this machine's core is, so the suite's
 * processor time can be compared with a run on another machine. Lower is faster.
 */
export function machineBenchmarkMs() {
  const times = [];
  for (let run = 0; run < 5; run++) {
    // Processor time, not wall time: on a busy machine the work waits for a core, which says nothing of its speed.
    const started = process.cpuUsage();
    const records = [];
    for (let i = 0; i < 100_000; i++)
      records.push({ id: i, name: `order-${(i * 7919) % 100_003}`, cents: (i * 31) % 9_999 });
    records.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const parsed = JSON.parse(JSON.stringify(records));
    let total = 0;
    for (const r of parsed) total += r.cents;
    if (total < 0) throw new Error('unreachable');
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return Math.round(Math.min(...times));
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`${machineBenchmarkMs()} ms`);
