import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FaultClass, Mock } from './fault-classes';
import { renderAt } from './harness';
import type { SaveTarget } from './pages';
import { failWrites, firstLine, missingAlert, SAID_WITHIN_MS } from './write-failure';

// Short: a name has a length limit, and a value the form refuses is never sent.
const MARK = ' 2';

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
    failWrites(mock, cls, target.method);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    problems.push(...(await missingAlert(page, cls)));
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
