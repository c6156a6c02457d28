import type { TimedStep } from '@portal/shared';
import { CodeColumn } from './code-column';
import { grown } from './grown-array';

/**
 * A value of the step each row's timeline is at (an order's state), as a code per row, at the clock's instant. The
 * clock changes it without any write: moving forward re-reads only the rows whose next step has come, found in one
 * pass over an array of times; moving back (a reset) re-reads every row.
 */
export class StepColumn<R, S extends TimedStep, V> {
  readonly column = new CodeColumn<V>();
  /** When each row's next step starts (Infinity: none is to come; -Infinity: not read yet). */
  private nextAt = new Float64Array(0);
  private asOf: number | undefined;

  constructor(
    private readonly timelineOf: (record: R) => readonly S[],
    private readonly valueOf: (step: S) => V,
  ) {}

  /** The row's record changed: its step is read again at the next instant asked for. */
  changed(row: number): void {
    this.nextAt = grown(this.nextAt, row + 1);
    this.nextAt[row] = -Infinity;
  }

  /** Every row changed (the whole table was replaced). */
  reload(): void {
    this.column.clear();
    this.asOf = undefined;
  }

  /** The codes of each row's value at `now`, `records` being the record of each row (free rows hold anything). */
  at(records: readonly (R | undefined)[], now: number): Int32Array {
    const everyRow = this.asOf === undefined || now < this.asOf;
    const nextAt = (this.nextAt = grown(this.nextAt, records.length));
    for (let row = 0; row < records.length; row++) {
      if (!everyRow && (nextAt[row] as number) > now) continue;
      const record = records[row];
      if (record) this.read(row, record, now);
    }
    this.asOf = now;
    return this.column.codes;
  }

  /** The step in force is the last one (in timeline order) that has started, the first if none has. */
  private read(row: number, record: R, now: number): void {
    const timeline = this.timelineOf(record);
    let step = timeline[0] as S;
    let next = Infinity;
    for (const s of timeline) {
      if (s.AtNanos <= now) step = s;
      else if (s.AtNanos < next) next = s.AtNanos;
    }
    this.column.set(row, this.valueOf(step));
    this.nextAt[row] = next;
  }
}
