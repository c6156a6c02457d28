import { useLayoutEffect, useRef } from 'react';

/**
 * What a person typed or ticked into a pre-rendered page before the app took it over. React hydrates a field
 * without reading what it holds: the text stays on screen, the field's state stays empty, and the next render wipes
 * it (or the sign-in is sent without the email that shows). A page drawn afresh over its HTML replaces the fields
 * outright. Either way the person's input is kept here and handed to the field once it is live.
 */
type Kept = string | boolean;

/** Named fields of the pre-rendered HTML that a person changed, kept when the app draws the page afresh. */
let keptByName = new Map<string, Kept>();

const changed = (field: HTMLInputElement | HTMLTextAreaElement): Kept | undefined => {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked ? field.checked : undefined;
  return field.value !== field.defaultValue ? field.value : undefined;
};

/** Keeps the changed fields of the HTML about to be replaced by the app's first render. */
export function keepTypedFields(root: HTMLElement): void {
  keptByName = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name], textarea[name]',
  )) {
    const value = changed(field);
    // Radios share a name: only the one ticked speaks for the group.
    if (field.type === 'radio') {
      if (value === true) keptByName.set(field.name, field.value);
    } else if (value !== undefined) keptByName.set(field.name, value);
  }
}

/** The page is live: what was kept belongs to it and no later page. */
export function forgetTypedFields(): void {
  keptByName = new Map();
}

function useAdoptOnMount<E extends HTMLInputElement | HTMLTextAreaElement, T extends Kept>(
  name: string | undefined,
  read: (field: E) => T | undefined,
  adopt: (value: T) => void,
) {
  const ref = useRef<E>(null);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useLayoutEffect(() => {
    const field = ref.current;
    // A select's ref is MUI's handle, not an element: nothing can be typed into it before the page is live.
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    // A hydrated field still holds what was typed; a field drawn afresh finds it kept by name.
    const value = read(field) ?? (name === undefined ? undefined : (keptByName.get(name) as T | undefined));
    if (name !== undefined) keptByName.delete(name);
    if (value !== undefined) adoptRef.current(value);
    // Once, as the field first goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** A ref for a text field that hands `adopt` the text typed into it before the page was live. */
export const useTypedBeforeStart = <E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  name: string | undefined,
  adopt: (text: string) => void,
) => useAdoptOnMount<E, string>(name, (field) => changed(field) as string | undefined, adopt);

/** A ref for a checkbox that hands `adopt` its ticked state when it was changed before the page was live. */
export const useTickedBeforeStart = (name: string | undefined, adopt: (ticked: boolean) => void) =>
  useAdoptOnMount<HTMLInputElement, boolean>(name, (field) => changed(field) as boolean | undefined, adopt);
