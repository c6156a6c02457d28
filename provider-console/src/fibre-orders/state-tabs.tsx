import type { FibreOrderState } from '@portal/shared';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { TabRow } from '../components/tab-row';
import { liveQueryOptions } from '../lib/live';

/** Status tabs over the order list (react-admin's demo pattern): each tab is a filter on State or attention. */
export const ORDER_TABS: { id: string; filter: { State?: FibreOrderState[]; attention?: boolean } }[] = [
  { id: 'all', filter: {} },
  { id: 'open', filter: { State: ['created', 'acknowledged', 'in_progress', 'held'] } },
  { id: 'attention', filter: { attention: true } },
  { id: 'completed', filter: { State: ['completed'] } },
  { id: 'failed', filter: { State: ['failed'] } },
  { id: 'cancelled', filter: { State: ['cancelled'] } },
];

const TAB_KEYS = ['State', 'attention'] as const;
const withoutTab = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([k]) => !(TAB_KEYS as readonly string[]).includes(k)));

/** The tab the current filter is, if any. */
export function currentTab(filter: Record<string, unknown>): string | false {
  const tab = ORDER_TABS.find((t) =>
    TAB_KEYS.every((k) => JSON.stringify(filter[k]) === JSON.stringify(t.filter[k])),
  );
  return tab?.id ?? false;
}

function TabLabel({ id, filter }: { id: string; filter: Record<string, unknown> }) {
  const translate = useTranslate();
  // Counts follow changes made elsewhere, as the list's new-orders notice does.
  const { total } = useGetList(
    'UFB_order',
    { filter, pagination: { page: 1, perPage: 1 } },
    liveQueryOptions,
  );
  const label = translate(`console.tabs.${id}`);
  return <span>{total === undefined ? label : `${label} (${total})`}</span>;
}

export function OrderStateTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const rest = withoutTab(filterValues);
  return (
    <TabRow
      value={currentTab(filterValues)}
      onChange={(id) => {
        const tab = ORDER_TABS.find((t) => t.id === id);
        if (tab) setFilters({ ...rest, ...tab.filter }, displayedFilters);
      }}
      aria-label={translate('resources.UFB_order.fields.State')}
      tabs={ORDER_TABS.map((t) => ({
        id: t.id,
        label: <TabLabel id={t.id} filter={{ ...rest, ...t.filter }} />,
      }))}
    />
  );
}
