import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '@portal/shared';
import { codeAttemptsUsed } from './throttle';

const SRC = join(import.meta.dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('throttles are declared by the operations that throttle', () => {
  it('answers a declared throttle with 429 and its code', () => {
    const refusal = codeAttemptsUsed(contracts.access.verifyMfa);
    expect(refusal.status).toBe(429);
    expect(refusal.body()).toMatchObject({ err_code: 'code_attempts_used', ErrorNumber: 1002 });
  });

  it('will not throttle an operation whose contract does not declare it', () => {
    // The types refuse it too; a contract typed loosely still cannot slip through at run time.
    const loose = contracts.access.redeemCustomToken as never;
    expect(() => codeAttemptsUsed(loose)).toThrow(/does not declare/);
  });

  it('gives every 429 through the throttle helpers, so the contract always lists it', () => {
    const direct = sources(SRC)
      .filter((file) => !file.endsWith(join('auth', 'throttle.ts')))
      .filter((file) => /new ApiError\(\s*429\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(direct).toEqual([]);
  });
});
