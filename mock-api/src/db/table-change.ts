/**
 * One change made to a table, as the stores that keep the data (the server's journal, the browser's shared store)
 * record it. Every change is a blind write (set a record, delete a key, replace the whole table), so applying a
 * list of changes twice gives the same data as applying it once.
 */
export type TableChange =
  | { table: string; op: 'put'; key: string; record: unknown }
  | { table: string; op: 'del'; keys: string[] }
  | { table: string; op: 'load'; records: unknown[] };

export type TableChangeListener = (change: TableChange) => void;
