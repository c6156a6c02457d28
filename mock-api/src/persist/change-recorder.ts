import type { TableChange } from '../db/table-change';
import type { MockContext } from '../context';
import type { JournalEntry } from './journal-entry';

/**
 * Collects what the requests change: every table change as it happens, and the simulation's state when it differs
 * from what was last taken. A store takes the collected changes when a request is done and keeps them.
 */
export class ChangeRecorder {
  private pending: TableChange[] = [];
  private lastSim: string;

  constructor(private readonly ctx: MockContext) {
    this.lastSim = JSON.stringify(ctx.sim.snapshot());
    this.listen();
  }

  /** The changes since the last call, or undefined when nothing changed. */
  take(): JournalEntry | undefined {
    const entry: JournalEntry = { changes: this.pending };
    const sim = JSON.stringify(this.ctx.sim.snapshot());
    if (sim !== this.lastSim) {
      entry.sim = JSON.parse(sim) as JournalEntry['sim'];
      this.lastSim = sim;
    }
    if (!entry.changes.length && !entry.sim) return undefined;
    this.pending = [];
    return entry;
  }

  /**
   * Runs `apply` without recording what it changes: it brings in a stored data set, which supersedes whatever
   * was recorded and not yet taken.
   */
  async quietly(apply: () => Promise<void>): Promise<void> {
    this.pending = [];
    for (const table of Object.values(this.ctx.db)) table.onChange = undefined;
    try {
      await apply();
    } finally {
      this.listen();
      this.lastSim = JSON.stringify(this.ctx.sim.snapshot());
    }
  }

  private listen(): void {
    for (const table of Object.values(this.ctx.db)) table.onChange = (change) => this.pending.push(change);
  }
}
