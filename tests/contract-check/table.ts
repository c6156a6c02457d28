import type { CheckRow } from './check';

const pad = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);

/** p-th percentile of the answered calls' latencies. */
export function percentile(rows: readonly CheckRow[], p: number): number | undefined {
  const sorted = rows.flatMap((r) => (r.latencyMs === undefined ? [] : [r.latencyMs])).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summary(rows: readonly CheckRow[]) {
  const count = (outcome: CheckRow['outcome']) => rows.filter((r) => r.outcome === outcome).length;
  return {
    operations: rows.length,
    ok: count('ok'),
    drift: count('drift'),
    failed: count('failed'),
    refused: count('refused'),
    skipped: count('skipped'),
    p50Ms: percentile(rows, 50),
    p95Ms: percentile(rows, 95),
  };
}

/** The terminal's table: one line per operation sent, each drifting field below it, then the totals. */
export function renderTable(rows: readonly CheckRow[]): string {
  const lines = [
    `${pad('Operation', 38)} ${pad('Method', 6)} ${pad('Status', 6)} ${pad('Result', 8)} ${'ms'.padStart(6)}`,
  ];
  for (const row of rows) {
    if (row.outcome === 'skipped') continue;
    lines.push(
      `${pad(row.operation, 38)} ${pad(row.method, 6)} ${pad(String(row.status ?? ''), 6)} ${pad(row.outcome, 8)} ${String(row.latencyMs ?? '').padStart(6)}`,
    );
    for (const f of row.findings)
      lines.push(
        `    ${f.kind === 'status' ? 'status not in the contract' : `${f.kind} ${f.field}`}: expected ${f.expected}, came ${f.came}`,
      );
    if (row.note && row.outcome !== 'ok') lines.push(`    ${row.note}`);
  }
  const s = summary(rows);
  const skipped = rows.filter((r) => r.outcome === 'skipped');
  const reasons = [...new Set(skipped.map((r) => r.note))].map(
    (note) => `  ${skipped.filter((r) => r.note === note).length} skipped: ${note}`,
  );
  lines.push(
    '',
    `${s.operations} operations: ${s.ok} as the contract says, ${s.drift} drifted, ${s.failed} failed, ${s.refused} refused (a listed status: the body was not compared), ${s.skipped} skipped`,
    ...reasons,
    `Latency of the answered calls: p50 ${s.p50Ms ?? '–'} ms, p95 ${s.p95Ms ?? '–'} ms`,
  );
  return lines.join('\n');
}
