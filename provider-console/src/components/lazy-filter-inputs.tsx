import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as Kinds from './filter-input-kinds';

type Kind = keyof typeof Kinds;

/**
 * An input that loads its code when first rendered. react-admin reads a filter's source, label and alwaysOn from the
 * element's props and passes the form's props on; this wrapper forwards them all, so the filter menu lists it as
 * before. Its own Suspense boundary keeps the rest of the list on screen while the input loads.
 */
function lazyInput<K extends Kind>(kind: K) {
  type Props = ComponentProps<(typeof Kinds)[K]>;
  const Loaded = lazy(async () => ({
    default: (await import('./filter-input-kinds'))[kind] as ComponentType<object>,
  }));
  const LazyInput = (props: Props) => (
    <Suspense fallback={null}>
      <Loaded {...(props as object)} />
    </Suspense>
  );
  LazyInput.displayName = `Lazy${kind}`;
  return LazyInput;
}

export const AutocompleteInput = lazyInput('AutocompleteInput');
export const BooleanInput = lazyInput('BooleanInput');
export const ReferenceInput = lazyInput('ReferenceInput');
export const SelectArrayInput = lazyInput('SelectArrayInput');
