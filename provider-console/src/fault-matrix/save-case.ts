import type { MockFault } from '@portal/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FaultClass, Mock } from './fault-classes';
import { renderAt } from './harness';
import type { SaveTarget } from './pages';

/** Long enough for an undoable save: its undo notice closes, then the write goes out and fails. */
const SAID_WITHIN_MS = 30_000;
// Short: a name has a length limit, and a value the form refuses is never sent.
const MARK = ' 2';

const firstLine = (e: Error) => e.message.split('\n')[0] ?? '';

/** The form's first text a person can type in (a name, a note): where the matrix types. */
const typedField = (): HTMLInputElement | HTMLTextAreaElement | undefined =>
  [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'form input[type="text"], form textarea',
    ),
  ].find((f) => f.name && !f.disabled && !f.readOnly && f.getAttribute('aria-hidden') !== 'true');

/**
 * Opens a form filled in, types in it, and saves with every write of its kind failing; lists what a person would
 * find wrong: no alert naming the failure, or what was typed lost (an undoable save has left the form by the time
 * it fails: its notice's "Edit again" must bring the typing back).
 */
export async function saveCase(mock: Mock, target: SaveTarget, cls: FaultClass): Promise<string[]> {
  mock.api.ctx.sim.setFaults([]);
  const page = renderAt(target.filled);
  const problems: string[] = [];
  try {
    await waitFor(
      () => {
        if (!typedField() || page.client.isFetching() > 0) throw new Error('the form is not drawn');
      },
      { timeout: SAID_WITHIN_MS },
    );
    const field = typedField()!;
    const { name } = field;
    const typed = `${field.value}${MARK}`;
    fireEvent.change(field, { target: { value: typed } });
    const fault: MockFault = { ...cls.fault, pattern: '*', method: target.method, times: 0 };
    mock.api.ctx.sim.setFaults([fault]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(
      () => {
        if (!page.alerts().some((a) => cls.says.test(a))) throw new Error(`no alert saying ${cls.says}`);
      },
      { timeout: SAID_WITHIN_MS },
    ).catch((e: Error) => problems.push(firstLine(e)));
    const again = screen.queryAllByRole('button', { name: 'Edit again' })[0];
    if (again) fireEvent.click(again);
    await waitFor(
      () => {
        const now = document.querySelector<HTMLInputElement>(`form [name="${name}"]`)?.value;
        if (now !== typed) throw new Error(`${name} shows "${now}", not what was typed`);
      },
      { timeout: SAID_WITHIN_MS },
    ).catch((e: Error) => problems.push(firstLine(e)));
    return problems;
  } catch (error) {
    return [...problems, firstLine(error as Error)];
  } finally {
    mock.api.ctx.sim.setFaults([]);
    await page.close();
  }
}
