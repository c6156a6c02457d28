import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('file name of a download', () => {
  it('reads the quoted, bare and encoded forms, and nothing without one', () => {
    expect(fileNameOf('attachment; filename="invoice-INV1-0001.pdf"')).toBe('invoice-INV1-0001.pdf');
    expect(fileNameOf('attachment; filename=receipt.pdf')).toBe('receipt.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''rec%C4%93ipt.pdf")).toBe('recēipt.pdf');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
