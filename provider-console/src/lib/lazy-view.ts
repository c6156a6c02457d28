import { lazy, type ComponentType } from 'react';

/**
 * A resource view loaded when first shown, so the console's first load carries react-admin and the dashboard but
 * not every list, form and show page (react-admin's layout supplies the Suspense boundary).
 */
export function lazyView<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
