import { describe, expect, it } from 'vitest';
import { editRefusal, isConsoleLogin, isStoreAdmin, purgeRefusal } from './store-rules';

describe('provider store rules', () => {
  it('let operators and admins into the console, and only admins purge', () => {
    expect(isConsoleLogin(['customer'])).toBe(false);
    expect(isConsoleLogin(undefined)).toBe(false);
    expect(isConsoleLogin(['operator'])).toBe(true);
    expect(isConsoleLogin(['admin'])).toBe(true);
    expect(isStoreAdmin(['operator'])).toBe(false);
    expect(isStoreAdmin(['operator', 'admin'])).toBe(true);
  });

  it('purge only what was deleted first, and only as an admin', () => {
    expect(purgeRefusal(['operator'], { DeletedAtNanos: 1 })).toBe('forbidden');
    expect(purgeRefusal(['admin'], { DeletedAtNanos: null })).toBe('purge_not_deleted');
    expect(purgeRefusal(['admin'], { DeletedAtNanos: 1 })).toBeUndefined();
  });

  it('keep a deleted record read-only until a change restores it', () => {
    expect(editRefusal({ DeletedAtNanos: 1 }, {})).toBe('record_deleted');
    expect(editRefusal({ DeletedAtNanos: 1 }, { DeletedAtNanos: null })).toBeUndefined();
    expect(editRefusal({ DeletedAtNanos: null }, {})).toBeUndefined();
  });
});
