import type { ComponentType } from 'react';
import { lazyView } from './lib/lazy-view';

/** A page of the console that is not a resource's: its address, its name and the view drawn there. */
export interface CustomPage {
  path: string;
  name: string;
  view: ComponentType;
}

/** The console's own pages beside its resources, each loaded when first opened. */
export const CUSTOM_PAGES: readonly CustomPage[] = [
  {
    path: '/schedule',
    name: 'schedule',
    view: lazyView(() => import('./schedule/schedule-page'), 'SchedulePage'),
  },
  { path: '/queue', name: 'queue', view: lazyView(() => import('./queue/queue-page'), 'QueuePage') },
];
