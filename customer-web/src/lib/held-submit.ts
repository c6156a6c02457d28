/** A form sent on a pre-rendered page before it was live, held by public/hold-early-submits.js. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  /** The form's place among the root's forms, to find it again on a page drawn afresh. */
  index: number;
}

declare global {
  interface Window {
    /** Null once the holding script runs, until a form is held. */
    __heldSubmit?: HeldSubmit | null;
  }
}

const fieldNames = (form: HTMLFormElement) =>
  [...form.elements]
    .map((field) => field.getAttribute('name'))
    .filter(Boolean)
    .join(' ');

/**
 * The same form, live: the very element when the page hydrated, or, when it was drawn afresh, the form in the same
 * place with the same fields (what was typed into it was taken over by name; see typed-before-start.ts).
 */
function liveForm({ form, index }: HeldSubmit, root: HTMLElement): HTMLFormElement | undefined {
  if (form.isConnected) return form;
  const drawnAfresh = root.querySelectorAll('form')[index];
  return drawnAfresh && fieldNames(drawnAfresh) === fieldNames(form) ? drawnAfresh : undefined;
}

/** Sends the form a person sent before the page was live, now that it is, as they meant it to be sent. */
export function sendHeldSubmit(root: HTMLElement): void {
  const held = window.__heldSubmit;
  if (!held) return;
  window.__heldSubmit = null;
  const form = liveForm(held, root);
  if (!form) return;
  const submitter =
    held.submitter?.isConnected && held.submitter.closest('form') === form ? held.submitter : null;
  form.requestSubmit(submitter);
}
