import type { TableChange } from '../db/table-change';
import type { MockContext } from '../context';
import type { JournalEntry } from './journal-entry';

/** What `take` answers when more changed than the recorder's limit: the whole data set is to be kept instead. */
export const WHOLE_DATA_SET = Symbol('whole data set');

/**
 * Collects what the requests change: every table change as it happens, and the simulation's state when it differs
 * from what was last taken. A store takes the collected changes when a request is done and keeps them.
 */
export class ChangeRecorder {
  private pending: TableChange[] = [];
  private overflowed = false;
  private lastSim: string;

  constructor(
    private readonly ctx: MockContext,
    /**
     * Past this many changes the recorder stops collecting them: a bulk load of 100,000 orders would otherwise
     * hold a copy of every record it made until the request ends.
     */
    private readonly limit = Infinity,
  ) {
    this.lastSim = ctx.sim.stateText();
    this.listen();
  }

  /** The changes since the last call, undefined when nothing changed, or WHOLE_DATA_SET past the limit. */
  take(): JournalEntry | typeof WHOLE_DATA_SET | undefined {
    const sim = this.ctx.sim.stateText();
    const simChanged = sim !== this.lastSim;
    this.lastSim = sim;
    if (this.overflowed) {
      this.overflowed = false;
      return WHOLE_DATA_SET;
    }
    if (!this.pending.length && !simChanged) return undefined;
    const entry: JournalEntry = { changes: this.pending };
    if (simChanged) entry.sim = JSON.parse(sim) as JournalEntry['sim'];
    this.pending = [];
    return entry;
  }

  /**
   * Runs `apply` without recording what it changes: it brings in a stored data set, which supersedes whatever
   * was recorded and not yet taken.
   */
  async quietly(apply: () => Promise<void>): Promise<void> {
    this.pending = [];
    this.overflowed = false;
    for (const table of Object.values(this.ctx.db)) table.onChange = undefined;
    try {
      await apply();
    } finally {
      this.listen();
      this.lastSim = this.ctx.sim.stateText();
    }
  }

  private listen(): void {
    const record = (change: TableChange) => {
      if (this.overflowed) return;
      if (this.pending.length < this.limit) this.pending.push(change);
      else {
        this.overflowed = true;
        this.pending = [];
      }
    };
    for (const table of Object.values(this.ctx.db)) table.onChange = record;
  }
}
