import type { Snapshot } from '../runtime';

/** Records serialised per piece: small enough that no piece is a large string, large enough to write efficiently. */
const RECORDS_PER_PIECE = 500;

/**
 * The snapshot as JSON text in pieces, equal when joined to `JSON.stringify(snapshot)`. A store of 100,000 orders
 * is hundreds of megabytes of JSON: built as one string it would double the process's memory for a moment, and it
 * comes close to the longest string V8 can hold.
 */
export function* snapshotPieces(snapshot: Snapshot): Generator<string> {
  const { tables, ...head } = snapshot;
  const headText = JSON.stringify(head);
  yield headText === '{}' ? '{"tables":{' : `${headText.slice(0, -1)},"tables":{`;
  let firstTable = true;
  for (const [name, records] of Object.entries(tables)) {
    yield `${firstTable ? '' : ','}${JSON.stringify(name)}:[`;
    firstTable = false;
    for (let i = 0; i < records.length; i += RECORDS_PER_PIECE) {
      const piece = records
        .slice(i, i + RECORDS_PER_PIECE)
        .map((r) => JSON.stringify(r) ?? 'null')
        .join(',');
      yield i ? `,${piece}` : piece;
    }
    yield ']';
  }
  yield '}}';
}
