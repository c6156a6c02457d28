import { describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ login: undefined as string | undefined }));
vi.mock('./auth-session', () => ({
  loadSession: () => (session.login ? { UUID: session.login } : undefined),
}));

const { keepNoteDraft, noteDraft } = await import('./note-drafts');

describe('a note being typed', () => {
  it('waits for the operator who typed it, on that record, until it is added', () => {
    session.login = 'olivia';
    keepNoteDraft('UFB_order', 'o-1', 'Call on arrival');
    expect(noteDraft('UFB_order', 'o-1')).toBe('Call on arrival');
    expect(noteDraft('UFB_order', 'o-2')).toBe('');
    session.login = 'oscar';
    expect(noteDraft('UFB_order', 'o-1')).toBe('');
    session.login = undefined;
    keepNoteDraft('UFB_order', 'o-1', 'typed by no one');
    session.login = 'olivia';
    expect(noteDraft('UFB_order', 'o-1')).toBe('Call on arrival');
    keepNoteDraft('UFB_order', 'o-1', '');
    expect(noteDraft('UFB_order', 'o-1')).toBe('');
  });
});
