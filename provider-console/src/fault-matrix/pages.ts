import { dataProvider } from '../lib/data-provider';
import { CUSTOM_PAGES } from '../custom-pages';
import { RESOURCES } from '../resources';

/** A page of the console: its address and what it is. */
export interface Page {
  path: string;
  name: string;
}

/** A form whose save the matrix fails: the page, and the address that opens it filled in with a record's values. */
export interface SaveTarget {
  page: Page;
  filled: string;
  /** The write it sends: an edit's update, a create's new record. */
  method: 'put' | 'post';
}

/**
 * Every page of the console, from its resources and its own pages: the dashboard, the schedule and the queue, each
 * resource's list and create page, and the show and edit pages of its first record; and the forms whose save the matrix fails (every edit and create).
 */
export async function consolePages(): Promise<{ pages: Page[]; saves: SaveTarget[] }> {
  const pages: Page[] = [
    { path: '/', name: 'dashboard' },
    ...CUSTOM_PAGES.map(({ path, name }) => ({ path, name })),
  ];
  const saves: SaveTarget[] = [];
  for (const { name, list, show, edit, create } of RESOURCES) {
    if (list) pages.push({ path: `/${name}`, name: `${name} list` });
    if (!show && !edit && !create) continue;
    const { data } = await dataProvider.getList(name, {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const id = data[0]?.id;
    if (id === undefined) throw new Error(`${name} has no record to open`);
    if (show) pages.push({ path: `/${name}/${id}/show`, name: `${name} show` });
    if (edit) {
      const page = { path: `/${name}/${id}`, name: `${name} edit` };
      pages.push(page);
      saves.push({ page, filled: page.path, method: 'put' });
    }
    if (create) {
      const page = { path: `/${name}/create`, name: `${name} create` };
      pages.push(page);
      // A create filled in with the first record's values (react-admin reads them from the address), so the form
      // is whole and its save goes out.
      const { id: _id, ...values } = data[0]!;
      const source = encodeURIComponent(JSON.stringify(values));
      saves.push({ page, filled: `${page.path}?source=${source}`, method: 'post' });
    }
  }
  return { pages, saves };
}
