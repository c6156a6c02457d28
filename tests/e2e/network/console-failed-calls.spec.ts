import { firstRecord, OPERATOR, signedIn, storeCall, submitConsoleSignIn } from '../console/console';
import { expect, expectAccessible, FAULT_CLASSES, outageOf, shortWaitFor, test } from '../support';

/*
 * The console when the store's calls fail. They run against the served console only: in the static demo the calls
 * pass through its service worker, whose requests a test browser cannot intercept.
 */

const ORDER_LIST = /\/api\/v3\/68\/UFB_order(\?|$)/;

test('a failing orders list says what failed with a retry, never "No Fibre orders found" or a row range, and stops asking', async ({
  page,
}) => {
  await signedIn(page);
  let failing = true;
  let calls = 0;
  await page.route(ORDER_LIST, (route) => {
    if (route.request().method() !== 'GET' || !failing) return route.fallback();
    calls += 1;
    return route.fulfill({ status: 503, json: { err_message: 'Please try again later' } });
  });
  await page.goto('/console/#/UFB_order');

  const alert = page.getByRole('alert').filter({ hasText: 'Fibre orders could not be loaded' });
  await expect(alert).toContainText('The server could not answer (error 503): Please try again later', {
    timeout: 15_000,
  });
  await expect(page.getByText('No Fibre orders found')).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);
  await expectAccessible(page);
  // Each of the page's seven reads of the list (the rows and each state tab's count) is asked once and retried
  // twice, and may be asked once more when a part of the list mounts after it failed; then none until the
  // operator asks.
  const settled = calls;
  expect(settled).toBeLessThanOrEqual(4 * 7);
  await expect.poll(() => calls, { timeout: 4_000 }).toBe(settled);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/1-25 of \d+/)).toBeVisible();
});

test('a save that fails says so and keeps what the operator typed', async ({ page }) => {
  await signedIn(page);
  await page.goto('/console/#/UFB_order');
  await page.getByRole('row').nth(1).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const note = page.getByRole('textbox', { name: 'Note (why)' });
  await note.fill('Customer asked to move the install');
  await page.route(/\/api\/v3\/68\/UFB_order\/[^/?]+$/, (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(
    page.getByText('The changes were not saved: The connection dropped before the server answered.'),
  ).toBeVisible();
  await expect(note).toHaveValue('Customer asked to move the install');
  await expect(page).toHaveURL(/\/UFB_order\/[^/]+$/);
});

test('an undoable save that fails after its undo notice says what was not saved and brings back what was typed', async ({
  page,
}) => {
  await signedIn(page);
  await page.goto('/console/#/UFB_plan');
  await page.getByRole('row').nth(1).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  const stored = await name.inputValue();
  await name.fill(`${stored} (renamed)`);
  await page.route(/\/api\/v3\/68\/UFB_plan\/[^/?]+$/, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { err_message: 'Please try again later' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // The change is sent once the undo notice has gone; the list shows it meanwhile, then the save fails.
  const notice = page.getByRole('alert').filter({ hasText: `Your change to ${stored} was not saved` });
  await expect(notice).toContainText('The server could not answer (error 503): Please try again later', {
    timeout: 15_000,
  });
  await expect(notice).toContainText('What you typed is kept');
  await expect(page.getByRole('cell', { name: `${stored} (renamed)` })).toHaveCount(0);

  await page.unrouteAll();
  await notice.getByRole('button', { name: 'Edit again' }).click();
  await expect(page).toHaveURL(/#\/UFB_plan\/[^/]+$/);
  await expect(name).toHaveValue(`${stored} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `${stored} (renamed)` })).toBeVisible({ timeout: 15_000 });
});

// A new plan and a new LFC product, filled in from a record of the fixtures (react-admin reads `source` from the
// address), with their write failing: what was typed stays on the form for another try.
// A plan is created with POST UFB_plan/create: POST UFB_plan is the specification's look-up.
for (const [resource, created] of [
  ['UFB_plan', /\/api\/v3\/68\/UFB_plan\/create$/],
  ['lfc_product', /\/api\/v3\/68\/lfc_product$/],
] as const)
  test(`a new ${resource} whose save fails says so and keeps what the operator typed`, async ({ page }) => {
    await signedIn(page);
    const { id: _id, ...values } = await firstRecord<{ id: string; Name: string }>(page, resource, {});
    await page.goto(`/console/#/${resource}/create?source=${encodeURIComponent(JSON.stringify(values))}`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(values.Name);
    await name.fill(`${values.Name} (new)`);
    await page.route(created, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { err_message: 'Simulated fault' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(
      page.getByText('The changes were not saved: The server could not answer (error 500): Simulated fault'),
    ).toBeVisible();
    await expect(name).toHaveValue(`${values.Name} (new)`);
    await expect(page).toHaveURL(new RegExp(`#/${resource}/create`));
  });

test('an LFC product whose undoable save fails brings back what was typed with "Edit again"', async ({
  page,
}) => {
  await signedIn(page);
  const product = await firstRecord<{ id: string; Name: string }>(page, 'lfc_product', {});
  await page.goto(`/console/#/lfc_product/${product.id}`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(product.Name);
  await name.fill(`${product.Name} (renamed)`);
  await page.route(/\/api\/v3\/68\/lfc_product\/[^/?]+$/, (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: `Your change to ${product.Name} was not saved` });
  await expect(notice).toContainText('The connection dropped before the server answered.', {
    timeout: 15_000,
  });
  await notice.getByRole('button', { name: 'Edit again' }).click();
  await expect(name).toHaveValue(`${product.Name} (renamed)`);
});

test('a refused session goes to sign-in with a message and comes back to the page it was on', async ({
  page,
}) => {
  await signedIn(page);
  let refused = true;
  await page.route(ORDER_LIST, (route) =>
    refused && route.request().method() === 'GET'
      ? route.fulfill({ status: 401, json: { err_message: 'Token has expired' } })
      : route.fallback(),
  );
  await page.goto('/console/#/UFB_order');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

  refused = false;
  await submitConsoleSignIn(page, OPERATOR);
  await expect(page).toHaveURL(/#\/UFB_order/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('offline, the console says so and pauses; back online, it loads again', async ({ page, context }) => {
  await signedIn(page);
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Orders by state' })).toBeVisible();
});

test('an edit whose save finds the session ended goes to sign-in; signed in again, the operator is told it was not saved and Edit again brings it back', async ({
  page,
}) => {
  await signedIn(page);
  const plan = await firstRecord<{ id: string; Name: string }>(page, 'UFB_plan', {});
  await page.goto(`/console/#/UFB_plan/${plan.id}`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(plan.Name);
  await name.fill(`${plan.Name} (renamed)`);
  let refused = true;
  await page.route(/\/api\/v3\/68\/UFB_plan\/[^/?]+$/, (route) =>
    refused && route.request().method() === 'PUT'
      ? route.fulfill({ status: 401, json: { err_message: 'Token has expired' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/login/, { timeout: 15_000 });
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

  refused = false;
  await submitConsoleSignIn(page, OPERATOR);
  // Back where the save left the operator, told again what was not saved.
  const notice = page.getByRole('alert').filter({ hasText: `Your change to ${plan.Name} was not saved` });
  await expect(notice).toContainText('What you typed is kept');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Edit again' }).click();
  await expect(page).toHaveURL(new RegExp(`#/UFB_plan/${plan.id}$`));
  await expect(name).toHaveValue(`${plan.Name} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `${plan.Name} (renamed)` })).toBeVisible({ timeout: 15_000 });
});

test('a note the server does not answer in time says so and keeps what was typed; sent again once it answers, it is added', async ({
  page,
}) => {
  // The specification writes this path in lower case.
  const notes = /\/api\/v3\/68\/ufb_order\/[^/]+\/note$/;
  await shortWaitFor(page, notes);
  await signedIn(page);
  const order = await firstRecord<{ id: string; OrderNumber: string }>(page, 'UFB_order', {
    State: ['in_progress'],
  });
  await page.goto(`/console/#/UFB_order/${order.id}/show`);
  await expect(page.getByText(order.OrderNumber).first()).toBeVisible();
  const note = 'Customer asked for a call before the technician arrives';
  const held = await outageOf(page, notes, 'POST', FAULT_CLASSES.find((f) => f.name === 'timeout')!.answer);
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The server took too long to answer.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue(note);

  await held.recover();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByText(note)).toBeVisible();
});

test('a note sent as the session ends goes to sign-in; signed in again, the operator finds it typed and adds it', async ({
  page,
}) => {
  await signedIn(page);
  const order = await firstRecord<{ id: string; OrderNumber: string }>(page, 'UFB_order', {
    State: ['in_progress'],
  });
  await page.goto(`/console/#/UFB_order/${order.id}/show`);
  await expect(page.getByText(order.OrderNumber).first()).toBeVisible();
  const note = 'Technician to call the customer on arrival';
  const refused = await outageOf(page, /\/api\/v3\/68\/ufb_order\/[^/]+\/note$/, 'POST', (route) =>
    route.fulfill({ status: 401, json: { err_message: 'Token has expired' } }),
  );
  await page.getByRole('textbox', { name: 'New note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

  await refused.recover();
  await submitConsoleSignIn(page, OPERATOR);
  await expect(page).toHaveURL(new RegExp(`#/UFB_order/${order.id}/show`));
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByText(note)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveValue('');
});

test('an order change saved as the session ends goes to sign-in; signed in again, the form has what was typed and saves it', async ({
  page,
}) => {
  await signedIn(page);
  const order = await firstRecord<{ id: string; OrderNumber: string }>(page, 'UFB_order', {
    State: ['in_progress'],
  });
  await page.goto(`/console/#/UFB_order/${order.id}`);
  const contact = page.getByRole('textbox', { name: 'Site contact name' });
  await expect(contact).toBeVisible();
  await contact.fill('Hemi Walker');
  const refused = await outageOf(page, /\/api\/v3\/68\/UFB_order\/[^/?]+$/, 'PUT', (route) =>
    route.fulfill({ status: 401, json: { err_message: 'Token has expired' } }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/login/);

  await refused.recover();
  await submitConsoleSignIn(page, OPERATOR);
  await expect(page).toHaveURL(new RegExp(`#/UFB_order/${order.id}$`));
  await expect(
    page.getByRole('alert').filter({ hasText: `Your change to ${order.OrderNumber} was not saved` }),
  ).toBeVisible();
  await expect(contact).toHaveValue('Hemi Walker');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const saved = await storeCall(page, 'GET', `UFB_order/${order.id}`);
  expect(
    ((await saved.json()) as { ExternalReference: { SiteContactName: string } }).ExternalReference,
  ).toMatchObject({
    SiteContactName: 'Hemi Walker',
  });
});
