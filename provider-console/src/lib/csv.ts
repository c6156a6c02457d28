/** A CSV cell: quoted when it holds a separator, a quote or a line break (RFC 4180). */
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV with a header line, in the order of `columns`. */
export function toCsv<R>(rows: readonly R[], columns: readonly [string, (row: R) => unknown][]): string {
  const lines = [columns.map(([title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => cell(get(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}
