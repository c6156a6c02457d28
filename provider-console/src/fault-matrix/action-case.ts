import { BOOKABLE_ORDER_STATES, type MockFault } from '@portal/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { authProvider } from '../lib/auth-provider';
import { dataProvider } from '../lib/data-provider';
import type { FaultClass, Mock } from './fault-classes';
import { OPERATOR, renderAt } from './harness';
import { failWrites, firstLine, missingAlert, SAID_WITHIN_MS } from './write-failure';

const ADMIN = { username: 'admin@provider.example.nz', password: OPERATOR.password };

/** An action of a record's page whose write the matrix fails, and what the operator typed for it. */
export interface ActionTarget {
  name: string;
  /** The page the action is on. */
  path: string;
  method: MockFault['method'];
  /** Signs in as who may take the action (and back afterwards). */
  as?: typeof ADMIN;
  /** Puts the record in the state the action needs (a product deleted before it is purged). */
  before?(): Promise<unknown>;
  /** Takes the action up to its last click, typing where it asks; returns what was typed. */
  prepare(): Promise<string | undefined>;
  /** The last click, which sends the write. */
  send(): void;
}

/**
 * The console's actions on a record besides saving a form: a note added to an order, an appointment booked, a
 * deleted product purged by an admin. Each opens on a record of the fixtures found through the API.
 */
export async function actionTargets(): Promise<ActionTarget[]> {
  const list = async (resource: string, filter: object) =>
    (
      await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      })
    ).data[0];
  const order = await list('UFB_order', {});
  const bookable = await list('UFB_order', { State: BOOKABLE_ORDER_STATES });
  const product = await list('lfc_product', {});
  if (!order || !bookable || !product)
    throw new Error('the fixtures have no order, bookable order or product');
  return [
    {
      name: 'note',
      path: `/UFB_order/${order.id}/show`,
      method: 'post',
      prepare: async () => {
        const typed = 'Customer asked for a call before the visit';
        fireEvent.change(await screen.findByLabelText('New note', {}, { timeout: SAID_WITHIN_MS }), {
          target: { value: typed },
        });
        return typed;
      },
      send: () => fireEvent.click(screen.getByRole('button', { name: 'Add note' })),
    },
    {
      name: 'booking',
      path: `/UFB_order/${bookable.id}/show`,
      method: 'post',
      prepare: async () => {
        // The order's actions and its appointment panel each offer it.
        const [book] = await screen.findAllByRole(
          'button',
          { name: /^(Book|Rebook) appointment$/ },
          { timeout: SAID_WITHIN_MS },
        );
        fireEvent.click(book!);
        const [slot] = await screen.findAllByRole('radio', {}, { timeout: SAID_WITHIN_MS });
        fireEvent.click(slot!);
        const typed = 'Customer away that week';
        fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: typed } });
        return typed;
      },
      send: () => fireEvent.click(screen.getByRole('button', { name: 'Book this time' })),
    },
    {
      name: 'purge',
      path: `/lfc_product/${product.id}/show`,
      method: 'delete',
      as: ADMIN,
      before: async () => {
        const { data } = await dataProvider.getOne('lfc_product', { id: product.id });
        if (data.DeletedAtNanos === null) await dataProvider.delete('lfc_product', { id: product.id });
      },
      prepare: async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Purge' }, { timeout: SAID_WITHIN_MS }));
        return undefined;
      },
      send: () => {
        const dialog = screen.getByRole('dialog');
        const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Purge');
        fireEvent.click(confirm!);
      },
    },
  ];
}

/**
 * Takes an action with its write failing and lists what an operator would find wrong: no alert naming the failure,
 * what was typed lost, or the record gone from its page.
 */
export async function actionCase(mock: Mock, target: ActionTarget, cls: FaultClass): Promise<string[]> {
  mock.api.ctx.sim.setFaults([]);
  if (target.as) await authProvider.login(target.as);
  await target.before?.();
  const page = renderAt(target.path);
  const problems: string[] = [];
  try {
    const typed = await target.prepare();
    failWrites(mock, cls, target.method);
    await act(async () => target.send());
    problems.push(...(await missingAlert(page, cls)));
    if (typed) {
      const field = screen.queryAllByRole('textbox').find((f) => (f as HTMLInputElement).value === typed);
      if (!field) problems.push(`what was typed for the ${target.name} is gone`);
    }
    if (page.where() !== target.path) problems.push(`went to ${page.where()}`);
    return problems;
  } catch (error) {
    return [...problems, firstLine(error as Error)];
  } finally {
    mock.api.ctx.sim.setFaults([]);
    await page.close();
    if (target.as) await authProvider.login(OPERATOR);
  }
}
