import { describe, expect, it } from 'vitest';
import { FieldIndex, StepIndex } from './record-index';
import type { RecordObserver } from './table';

interface Order {
  UUID: string;
  LFC: string;
  Timeline: { State: string; AtNanos: number }[];
}

/** A table in miniature: records replaced on update, observers told, as the real one does. */
function table(initial: Order[]) {
  let records = [...initial];
  const observers: RecordObserver<Order>[] = [];
  const tell = (b?: Order, a?: Order) => observers.forEach((o) => o(b, a));
  return {
    all: () => records,
    observe: (o: RecordObserver<Order>) => observers.push(o),
    put(next: Order) {
      const before = records.find((r) => r.UUID === next.UUID);
      records = [...records.filter((r) => r !== before), next];
      tell(before, next);
    },
    remove(uuid: string) {
      const before = records.find((r) => r.UUID === uuid);
      records = records.filter((r) => r !== before);
      tell(before, undefined);
    },
    load(next: Order[]) {
      records = next;
      tell(undefined, undefined);
    },
  };
}

const order = (UUID: string, LFC: string, ...steps: [string, number][]): Order => ({
  UUID,
  LFC,
  Timeline: steps.map(([State, AtNanos]) => ({ State, AtNanos })),
});
const ids = (set: ReadonlySet<Order>) => [...set].map((o) => o.UUID).sort();

describe('a field index', () => {
  it('follows inserts, replacements, removals and a replaced table', () => {
    const t = table([order('a', 'Chorus'), order('b', 'Enable')]);
    const lfc = new FieldIndex(t, (o) => o.LFC);
    expect(ids(lfc.get('Chorus'))).toEqual(['a']);
    t.put(order('c', 'Chorus'));
    t.put(order('a', 'Enable'));
    expect(ids(lfc.get('Chorus'))).toEqual(['c']);
    expect(ids(lfc.get('Enable'))).toEqual(['a', 'b']);
    t.remove('b');
    expect(ids(lfc.get('Enable'))).toEqual(['a']);
    t.load([order('z', 'Tuatahi')]);
    expect(ids(lfc.get('Enable'))).toEqual([]);
    expect(ids(lfc.get('Tuatahi'))).toEqual(['z']);
  });
});

describe('a step index', () => {
  const orders = () => [
    order('a', 'Chorus', ['created', 0], ['in_progress', 10], ['completed', 20]),
    order('b', 'Chorus', ['created', 5], ['completed', 15]),
    order('c', 'Chorus', ['held', 0]),
  ];

  it('moves records between states as the clock passes their next step', () => {
    const state = new StepIndex(
      table(orders()),
      (o) => o.Timeline,
      (s) => s.State,
    );
    expect(ids(state.get('created', 6))).toEqual(['a', 'b']);
    expect(ids(state.get('in_progress', 12))).toEqual(['a']);
    expect(ids(state.get('completed', 12))).toEqual([]);
    expect(ids(state.get('completed', 16))).toEqual(['b']);
    expect(ids(state.get('completed', 100))).toEqual(['a', 'b']);
    expect(ids(state.get('held', 100))).toEqual(['c']);
  });

  it('agrees with reading every timeline, whatever the clock does', () => {
    const t = table(orders());
    const state = new StepIndex(
      t,
      (o) => o.Timeline,
      (s) => s.State,
    );
    const byScan = (name: string, now: number) =>
      t
        .all()
        .filter((o) => {
          const past = o.Timeline.filter((s) => s.AtNanos <= now);
          return (past.at(-1) ?? o.Timeline[0])?.State === name;
        })
        .map((o) => o.UUID)
        .sort();
    const times = [3, 11, 2, 17, 40, 0, 13, 25];
    for (const [i, now] of times.entries()) {
      if (i === 3) t.put(order('b', 'Chorus', ['created', 5], ['failed', 30]));
      if (i === 5) t.remove('c');
      for (const name of ['created', 'in_progress', 'completed', 'failed', 'held'])
        expect(ids(state.get(name, now)), `${name} at ${now}`).toEqual(byScan(name, now));
    }
  });
});
