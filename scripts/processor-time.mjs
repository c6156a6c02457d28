// Processor time as the operating system counts it, so runs on machines of different speeds and loads can be
// compared: wall time doubles on a busy machine while the work done stays about the same.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times: 100 on every Linux kernel built with the usual USER_HZ. */
const TICKS_PER_SECOND = 100;

/** A process's parent and own user and system ticks, from /proc/<pid>/stat (undefined once it has gone). */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in brackets may hold spaces; the fields after it are space-separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, ..., utime and stime are the 12th and 13th, starttime the 20th (proc(5)).
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      started: fields[19],
    };
  } catch {
    return undefined;
  }
}

/**
 * Follows every process below `rootPid` (a suite's runner, its workers, the browsers with their renderer and GPU
 * processes, the servers) and adds up their own processor time. Counting what a parent collects from children it
 * waited for is not enough: a browser's helpers and a killed server are never waited for by the runner, and the
 * journeys' figure came out at a third of what the kernel's accounting of the same run said. Sampled every 200 ms,
 * so a process misses at most its last 200 ms. Undefined where the system has no /proc (macOS, Windows).
 */
export function followProcessorTime(rootPid) {
  if (readStat(process.pid) === undefined) return { stop: () => undefined };
  /** Last ticks seen, per process (pid and start time, as pids are reused). */
  const seen = new Map();
  const below = new Set([rootPid]);
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    const stats = new Map();
    for (const pid of pids) {
      const stat = readStat(pid);
      if (stat) stats.set(Number(pid), stat);
    }
    // Parents are usually listed before their children, but not always: repeat until nothing new joins.
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, stat] of stats)
        if (!below.has(pid) && below.has(stat.ppid)) {
          below.add(pid);
          grew = true;
        }
    }
    for (const pid of below) {
      const stat = stats.get(pid);
      if (stat) seen.set(`${pid}/${stat.started}`, stat.ticks);
    }
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    /** Stops following; the processor seconds used below the root, to a tenth. */
    stop() {
      clearInterval(timer);
      sample();
      let ticks = 0;
      for (const value of seen.values()) ticks += value;
      return Math.round((ticks / TICKS_PER_SECOND) * 10) / 10;
    },
  };
}

/**
 * A short, fixed piece of work on one core: building, sorting, serialising and parsing records, as the suites'
 * Node processes and browsers do. Its best processor time of five says how fast this machine's core is, so the
 * suite's processor time can be compared with a run on another machine. Lower is faster.
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
