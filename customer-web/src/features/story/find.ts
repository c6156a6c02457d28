/**
 * Finding elements the way a person does: a field by its label, a control by its role and the name it shows, or a
 * piece of text. Only what a person can perceive counts: nothing inside `aria-hidden`, `inert`, `hidden` or
 * `display: none` (an open dialog hides the page behind it, so the dialog's controls win on their own).
 */

export type Role =
  | 'button'
  | 'link'
  | 'menuitem'
  | 'tab'
  | 'option'
  | 'radio'
  | 'checkbox'
  | 'combobox'
  | 'textbox'
  | 'cell'
  | 'row'
  | 'heading'
  | 'dialog'
  | 'article';

/** A name is matched exactly, else at its start, else anywhere (spaces folded, case ignored); a pattern is tested. */
export type NameMatch = string | RegExp;

/** A field by its label; a control by its name (and role: without one, anything a person presses); a text. */
export type Target = { label: string } | { role?: Role; name: NameMatch } | { text: NameMatch };

/** The roles a person "presses": what `press` looks among when no role is named. */
export const PRESSABLE: readonly Role[] = [
  'button',
  'link',
  'menuitem',
  'tab',
  'option',
  'radio',
  'checkbox',
];

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Whether a person could perceive the element: nothing on its way up hides it. */
export function isPerceivable(el: Element): boolean {
  const view = el.ownerDocument.defaultView;
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (
      node.getAttribute('aria-hidden') === 'true' ||
      node.hasAttribute('inert') ||
      node.hasAttribute('hidden')
    )
      return false;
    const style = view?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

/** The text of a node as a person reads it: hidden parts left out. */
function visibleText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return '';
  const el = node as Element;
  if (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('hidden')) return '';
  if (el.tagName === 'STYLE' || el.tagName === 'SCRIPT') return '';
  if (el.tagName === 'IMG') return el.getAttribute('alt') ?? '';
  let text = '';
  for (const child of Array.from(el.childNodes)) text += visibleText(child);
  return text;
}

const INPUT_ROLES: Record<string, Role> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  radio: 'radio',
  checkbox: 'checkbox',
};

/** The element's role: the one it states, else the one its tag gives. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(' ')[0] ?? null;
  const tag = el.tagName.toLowerCase();
  if (tag === 'button') return 'button';
  if (tag === 'a' && el.hasAttribute('href')) return 'link';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    return INPUT_ROLES[type] ?? (type === 'hidden' ? null : 'textbox');
  }
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'td') return 'cell';
  if (tag === 'tr') return 'row';
  if (tag === 'option') return 'option';
  if (tag === 'dialog') return 'dialog';
  if (tag === 'article') return 'article';
  return null;
}

const byIds = (doc: Document, ids: string) =>
  ids
    .split(/\s+/)
    .map((id) => doc.getElementById(id))
    .filter((x): x is HTMLElement => !!x)
    .map((x) => norm(visibleText(x)))
    .join(' ');

/** The accessible name, in the order the standard gives it (labelledby, label, the label element, the content). */
export function nameOf(el: Element): string {
  const doc = el.ownerDocument;
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const name = norm(byIds(doc, labelledBy));
    if (name) return name;
  }
  const label = el.getAttribute('aria-label');
  if (label && norm(label)) return norm(label);
  const tag = el.tagName.toLowerCase();
  if (tag === 'input' || tag === 'textarea' || tag === 'select') {
    const id = el.getAttribute('id');
    const forIt = id ? Array.from(doc.querySelectorAll('label')).find((l) => l.htmlFor === id) : null;
    const wrapping = el.closest('label');
    const labelEl = forIt ?? wrapping;
    if (labelEl) return norm(visibleText(labelEl));
    return norm(el.getAttribute('placeholder') ?? el.getAttribute('title'));
  }
  const text = norm(visibleText(el));
  return text || norm(el.getAttribute('title'));
}

/** Matches in tiers, as a person would settle: an exact name first, then one that starts so, then one that holds it. */
export function bestMatches<T>(items: readonly T[], nameOfItem: (item: T) => string, wanted: NameMatch): T[] {
  if (wanted instanceof RegExp) return items.filter((i) => wanted.test(nameOfItem(i)));
  const w = norm(wanted).toLowerCase();
  const names = items.map((i) => nameOfItem(i).toLowerCase());
  for (const test of [(n: string) => n === w, (n: string) => n.startsWith(w), (n: string) => n.includes(w)]) {
    const found = items.filter((_, i) => test(names[i] as string));
    if (found.length) return found;
  }
  return [];
}

/** Of several matches, the ones in the page's main content come first (a form's button before the header's). */
const mainFirst = (els: Element[]) => [
  ...els.filter((e) => e.closest('main, [role="main"], [role="dialog"]')),
  ...els.filter((e) => !e.closest('main, [role="main"], [role="dialog"]')),
];

const FIELD_SELECTOR =
  'input:not([type="hidden"]), textarea, select, [role="combobox"], [role="textbox"], [role="spinbutton"], [role="switch"]';

/** The fields a label names. */
export function findByLabel(doc: Document, label: string): Element[] {
  const fields = Array.from(doc.querySelectorAll(FIELD_SELECTOR)).filter(isPerceivable);
  return mainFirst(bestMatches(fields, nameOf, label));
}

/** The elements of a role with a name. */
export function findByRole(doc: Document, roles: readonly string[], name: NameMatch): Element[] {
  const all = Array.from(doc.querySelectorAll('*')).filter((el) => {
    const role = roleOf(el);
    return !!role && roles.includes(role) && isPerceivable(el);
  });
  return mainFirst(bestMatches(all, nameOf, name));
}

/** The innermost elements whose text holds the wanted text. */
export function findByText(doc: Document, text: NameMatch): Element[] {
  const holds = (el: Element) => {
    const t = norm(visibleText(el));
    return text instanceof RegExp ? text.test(t) : t.toLowerCase().includes(norm(text).toLowerCase());
  };
  const all = Array.from(doc.body?.querySelectorAll('*') ?? []).filter(
    (el) => el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE' && holds(el) && isPerceivable(el),
  );
  const holding = new Set(all);
  return mainFirst(all.filter((el) => !Array.from(el.children).some((c) => holding.has(c))));
}

/** The elements a target names, best first. */
export function find(doc: Document, target: Target, pressable = false): Element[] {
  if ('label' in target) return findByLabel(doc, target.label);
  if ('name' in target) return findByRole(doc, target.role ? [target.role] : PRESSABLE, target.name);
  const byText = findByText(doc, target.text);
  if (!pressable) return byText;
  // Pressing a text presses what holds it: a row, a link or a button around the words.
  return byText.map((el) => el.closest('a[href], button, [role="button"], [role="link"], tr') ?? el);
}

/** What a target is, in words, for a message about not finding it. */
export function describe(target: Target): string {
  const show = (n: NameMatch) => (n instanceof RegExp ? String(n) : `"${n}"`);
  if ('label' in target) return `the field labelled "${target.label}"`;
  if ('name' in target) return `the ${target.role ?? 'control'} ${show(target.name)}`;
  return `the text ${show(target.text)}`;
}
