import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const columns: [string, (row: { v: unknown }) => unknown][] = [['Value', (row) => row.v]];
const body = (v: unknown) => toCsv([{ v }], columns).split('\r\n')[1];

describe('CSV export', () => {
  it.each(['=1+1', '+61 2 1234', '-2+3', '@SUM(A1)', '=HYPERLINK("http://x","y")'])(
    'keeps %s as text by prefixing a single quote',
    (text) => {
      expect(body(text)?.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises a cell that starts with a tab or a carriage return', () => {
    expect(body('\t=1')).toBe("'\t=1");
    expect(body('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes a neutralised cell that holds a quote or separator', () => {
    expect(body('=HYPERLINK("a","b")')).toBe(`"'=HYPERLINK(""a"",""b"")"`);
  });

  it('leaves ordinary text and numbers, negative ones included, as they are', () => {
    expect(body('Jane Doe')).toBe('Jane Doe');
    expect(body('a=b')).toBe('a=b');
    expect(body(-42)).toBe('-42');
    expect(body(null)).toBe('');
  });
});
