import { dataProvider } from '../lib/data-provider';
import { RESOURCES } from '../resources';

/** A page of the console: its address and what it is. */
export interface Page {
  path: string;
  name: string;
}

/**
 * Every page of the console, from its resources: the dashboard, and each resource's list, and the show and edit
 * pages of its first record where it has them.
 */
export async function consolePages(): Promise<Page[]> {
  const pages: Page[] = [{ path: '/', name: 'dashboard' }];
  for (const { name, list, show, edit } of RESOURCES) {
    if (list) pages.push({ path: `/${name}`, name: `${name} list` });
    if (!show && !edit) continue;
    const { data } = await dataProvider.getList(name, {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const id = data[0]?.id;
    if (id === undefined) throw new Error(`${name} has no record to open`);
    if (show) pages.push({ path: `/${name}/${id}/show`, name: `${name} show` });
    if (edit) pages.push({ path: `/${name}/${id}`, name: `${name} edit` });
  }
  return pages;
}
