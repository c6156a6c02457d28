import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ login: undefined as string | undefined }));
vi.mock('./auth-session', () => ({
  loadSession: () => (session.login ? { UUID: session.login } : undefined),
}));

const { keepUnsavedEdit, unsavedEdit, unsavedEditsToTell, untellUnsavedEdits, forgetUnsavedEdit } =
  await import('./unsaved-edits');

const edit = {
  resource: 'UFB_plan',
  id: 'p-1',
  values: { Name: 'Fibre Max (renamed)' },
  previousData: { Name: 'Fibre Max' },
  failure: { status: 401 },
};

describe('a change whose save failed', () => {
  beforeEach(() => forgetUnsavedEdit('UFB_plan', 'p-1'));

  it('is told again to the operator who typed it once signed in again, once, and to no one else', () => {
    session.login = 'olivia';
    keepUnsavedEdit(edit, 'olivia', false);
    // Signed out, then another operator signs in: nothing of Olivia's is told or shown.
    session.login = 'oscar';
    expect(unsavedEditsToTell()).toEqual([]);
    expect(unsavedEdit('UFB_plan', 'p-1')).toBeUndefined();
    session.login = 'olivia';
    expect(unsavedEditsToTell()).toMatchObject([edit]);
    expect(unsavedEditsToTell()).toEqual([]);
    expect(unsavedEdit('UFB_plan', 'p-1')).toEqual({ Name: 'Fibre Max (renamed)' });
  });

  it('whose notice is up is told again only after a sign-out took it away', () => {
    session.login = 'olivia';
    keepUnsavedEdit(edit, 'olivia', true);
    expect(unsavedEditsToTell()).toEqual([]);
    untellUnsavedEdits();
    expect(unsavedEditsToTell()).toMatchObject([edit]);
  });
});
