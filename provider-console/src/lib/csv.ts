/**
 * Text a spreadsheet would read as a formula (or as the start of one, after a tab or carriage return) gets a
 * leading single quote, so an exported name like `=HYPERLINK(...)` stays text (CSV formula injection). Numbers
 * are written as numbers: a negative amount is not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell: neutralised when it could run as a formula, quoted when it holds a separator, a quote or a line break (RFC 4180). */
const cell = (value: unknown) => {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows as CSV with a header line, in the order of `columns`. */
export function toCsv<R>(rows: readonly R[], columns: readonly [string, (row: R) => unknown][]): string {
  const lines = [columns.map(([title]) => cell(title)).join(',')];
  for (const row of rows) lines.push(columns.map(([, get]) => cell(get(row))).join(','));
  return lines.join('\r\n') + '\r\n';
}
