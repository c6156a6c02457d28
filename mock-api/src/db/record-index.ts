import type { TimedStep } from '@portal/shared';
import type { RecordObserver } from './table';

/** What an index needs of a table: its records now, and every change from now on. */
export interface IndexSource<R> {
  all(): R[];
  observe(observer: RecordObserver<R>): void;
}

const EMPTY: ReadonlySet<never> = new Set();

/** Records grouped by a value, kept current as the table changes: the records of a value without a scan. */
export class FieldIndex<R extends object, V> {
  private readonly buckets = new Map<V, Set<R>>();

  constructor(
    source: IndexSource<R>,
    private readonly valueOf: (record: R) => V,
  ) {
    source.observe((before, after) => {
      if (!before && !after) this.rebuild(source.all());
      if (before) this.buckets.get(this.valueOf(before))?.delete(before);
      if (after) this.add(after);
    });
    this.rebuild(source.all());
  }

  get(value: V): ReadonlySet<R> {
    return this.buckets.get(value) ?? EMPTY;
  }

  private add(record: R): void {
    const value = this.valueOf(record);
    let bucket = this.buckets.get(value);
    if (!bucket) this.buckets.set(value, (bucket = new Set()));
    bucket.add(record);
  }

  private rebuild(records: readonly R[]): void {
    this.buckets.clear();
    for (const record of records) this.add(record);
  }
}

/**
 * Records grouped by a value of the step their timeline is at (an order's state), which the clock changes without
 * any write. Moving the clock forward re-reads only the records whose next step has come, taken from a queue ordered
 * by that step's time; moving it back (a reset) rebuilds the index.
 */
export class StepIndex<R extends object, S extends TimedStep, V> {
  private readonly buckets = new Map<V, Set<R>>();
  private readonly valueNow = new Map<R, V>();
  /** A min-heap of [when the record's next step starts, the record]. Entries of replaced records are skipped. */
  private queue: [number, R][] = [];
  private asOf: number | undefined;

  constructor(
    private readonly source: IndexSource<R>,
    private readonly timelineOf: (record: R) => readonly S[],
    private readonly valueOf: (step: S) => V,
  ) {
    source.observe((before, after) => {
      if (this.asOf === undefined) return;
      if (!before && !after) {
        this.asOf = undefined;
        return;
      }
      if (before) this.drop(before);
      if (after) this.place(after, this.asOf);
    });
  }

  /** The records whose step at `now` has this value. */
  get(value: V, now: number): ReadonlySet<R> {
    this.advance(now);
    return this.buckets.get(value) ?? EMPTY;
  }

  private advance(now: number): void {
    if (this.asOf === undefined || now < this.asOf) {
      this.buckets.clear();
      this.valueNow.clear();
      this.queue = [];
      for (const record of this.source.all()) this.place(record, now);
    } else {
      while (this.queue.length && (this.queue[0] as [number, R])[0] <= now) {
        const [, record] = this.pop();
        if (!this.valueNow.has(record)) continue; // replaced or removed since it was queued
        this.drop(record);
        this.place(record, now);
      }
    }
    this.asOf = now;
  }

  private place(record: R, now: number): void {
    const timeline = this.timelineOf(record);
    let step = timeline[0] as S;
    let next: number | undefined;
    for (const s of timeline) {
      if (s.AtNanos <= now) step = s;
      else if (next === undefined || s.AtNanos < next) next = s.AtNanos;
    }
    const value = this.valueOf(step);
    this.valueNow.set(record, value);
    let bucket = this.buckets.get(value);
    if (!bucket) this.buckets.set(value, (bucket = new Set()));
    bucket.add(record);
    if (next !== undefined) this.push([next, record]);
  }

  private drop(record: R): void {
    const value = this.valueNow.get(record);
    if (value === undefined && !this.valueNow.has(record)) return;
    this.buckets.get(value as V)?.delete(record);
    this.valueNow.delete(record);
  }

  private push(entry: [number, R]): void {
    const q = this.queue;
    q.push(entry);
    let i = q.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((q[parent] as [number, R])[0] <= entry[0]) break;
      q[i] = q[parent] as [number, R];
      i = parent;
    }
    q[i] = entry;
  }

  private pop(): [number, R] {
    const q = this.queue;
    const top = q[0] as [number, R];
    const last = q.pop() as [number, R];
    if (q.length) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        const at = (k: number) => (k === i ? last[0] : (q[k] as [number, R])[0]);
        if (l < q.length && at(l) < at(least)) least = l;
        if (r < q.length && at(r) < at(least)) least = r;
        if (least === i) break;
        q[i] = q[least] as [number, R];
        i = least;
      }
      q[i] = last;
    }
    return top;
  }
}
