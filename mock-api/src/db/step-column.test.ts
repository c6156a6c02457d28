import { describe, expect, it } from 'vitest';
import { StepColumn } from './step-column';

interface Order {
  Timeline: { State: string; AtNanos: number }[];
}

const order = (...steps: [string, number][]): Order => ({
  Timeline: steps.map(([State, AtNanos]) => ({ State, AtNanos })),
});

describe('a step column', () => {
  it('gives each row the step its timeline is at, as the clock moves either way', () => {
    const records: (Order | undefined)[] = [
      order(['created', 0], ['in_progress', 10], ['completed', 20]),
      order(['created', 5]),
      order(['created', 30], ['held', 15]),
    ];
    const column = new StepColumn<Order, Order['Timeline'][number], string>(
      (o) => o.Timeline,
      (step) => step.State,
    );
    records.forEach((_, row) => column.changed(row));
    const states = (now: number) => {
      const codes = column.at(records, now);
      const wanted = (state: string) => column.column.accepting([state]);
      return records.map((_, row) =>
        ['created', 'in_progress', 'completed', 'held', 'cancelled'].find(
          (s) => wanted(s)[codes[row] as number] === 1,
        ),
      );
    };
    // Before any step has started, the first step; steps are read in timeline order.
    expect(states(1)).toEqual(['created', 'created', 'created']);
    expect(states(12)).toEqual(['in_progress', 'created', 'created']);
    expect(states(16)).toEqual(['in_progress', 'created', 'held']);
    expect(states(40)).toEqual(['completed', 'created', 'held']);
    // A reset moves the clock back: every row is read again.
    expect(states(11)).toEqual(['in_progress', 'created', 'created']);
    // A changed record is read again at the next instant asked for, even one the clock already passed.
    records[1] = order(['created', 0], ['cancelled', 11]);
    column.changed(1);
    expect(states(11)).toEqual(['in_progress', 'cancelled', 'created']);
  });
});
