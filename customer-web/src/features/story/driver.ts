import { describe, find, type NameMatch, type Target } from './find';

/** The story could not go on: the message names the step and what was missing. */
export class StepFailed extends Error {}

/** A story stopped on purpose (restart, another story): not a failure. */
export class Cancelled extends Error {}

/** How the driver keeps time: the presenter's speed, and a gate that holds while the story is paused. */
export interface Pace {
  speed: () => number;
  /** Resolves once the story may go on; throws `Cancelled` when it was stopped. */
  gate: () => Promise<void>;
}

/** Where the driver shows a person's hand: a pointer and a highlight over the element it acts on. */
export interface Pointer {
  show: (box: { x: number; y: number; width: number; height: number }) => void;
  hide: () => void;
}

/** Whether a control refuses a press now (disabled itself, said so, or inside a disabled fieldset). */
const isDisabled = (el: HTMLElement) =>
  (el as HTMLButtonElement).disabled === true ||
  el.getAttribute('aria-disabled') === 'true' ||
  el.closest('fieldset:disabled') !== null;

/** How long things take at 1x: a person's typing, a glance at what they are about to press. */
export const PACE_MS = { perChar: 70, point: 600, poll: 200, timeout: 30_000 } as const;

/** Waits `ms` of story time: it stands still while paused and runs faster at higher speeds. */
export async function storyWait(pace: Pace, ms: number) {
  let left = ms;
  while (left > 0) {
    await pace.gate();
    const slice = Math.min(50, left);
    await new Promise((r) => setTimeout(r, slice));
    left -= slice * pace.speed();
  }
}

/** Polls until `probe` gives something, or fails with `what` after the timeout (time paused does not count). */
export async function waitUntil<T>(pace: Pace, probe: () => T | undefined, what: string): Promise<T> {
  let waited = 0;
  for (;;) {
    await pace.gate();
    let found: T | undefined;
    try {
      found = probe();
    } catch {
      // A frame between two pages has no document to look in yet: look again.
    }
    if (found !== undefined) return found;
    if (waited >= PACE_MS.timeout) throw new StepFailed(what);
    await new Promise((r) => setTimeout(r, PACE_MS.poll));
    waited += PACE_MS.poll;
  }
}

/** Acts on the document of one same-origin frame as a person would. */
export class FrameDriver {
  constructor(
    private readonly frame: () => HTMLIFrameElement | null,
    private readonly where: string,
    private readonly pace: Pace,
    private readonly pointer: Pointer,
  ) {}

  document(): Document {
    const doc = this.frame()?.contentDocument;
    if (!doc?.body) throw new Error('no document yet');
    return doc;
  }

  /** Opens a URL in the frame and waits until the new page has begun. */
  async goto(url: string) {
    const frame = this.frame();
    const win = frame?.contentWindow;
    if (!frame || !win) throw new StepFailed(`the ${this.where} is not on the stage`);
    const before = frame.contentDocument;
    const sameDocument =
      win.location.href.split('#')[0] === new URL(url, win.location.href).href.split('#')[0];
    win.location.href = url;
    if (sameDocument && url.includes('#')) return;
    await waitUntil(
      this.pace,
      () => {
        const doc = frame.contentDocument;
        return doc && doc !== before && doc.readyState !== 'loading' && doc.body ? true : undefined;
      },
      `the ${this.where} did not open ${url}`,
    );
  }

  reload() {
    this.frame()?.contentWindow?.location.reload();
  }

  /** Finds what a target names, waiting for it to appear. */
  async locate(target: Target, pressable = false): Promise<HTMLElement> {
    return waitUntil(
      this.pace,
      () => find(this.document(), target, pressable)[0] as HTMLElement | undefined,
      `could not find ${describe(target)} in the ${this.where}`,
    );
  }

  /** Waits for a text to be seen; gives back the text that matched (the pattern's first group when it has one). */
  async see(text: NameMatch, reloadEveryMs?: number): Promise<string> {
    let sinceReload = 0;
    return waitUntil(
      this.pace,
      () => {
        const el = find(this.document(), { text })[0];
        if (!el) {
          sinceReload += PACE_MS.poll;
          if (reloadEveryMs && sinceReload >= reloadEveryMs) {
            sinceReload = 0;
            this.reload();
          }
          return undefined;
        }
        if (!(text instanceof RegExp)) return String(text);
        const match = text.exec((el.textContent ?? '').replace(/\s+/g, ' '));
        return match?.[1] ?? match?.[0] ?? '';
      },
      `did not see ${describe({ text })} in the ${this.where}`,
    );
  }

  /** Moves the pointer onto the element and lets the audience see it. */
  private async point(el: HTMLElement) {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const frameBox = this.frame()?.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (frameBox)
      this.pointer.show({
        x: frameBox.left + box.left,
        y: frameBox.top + box.top,
        width: box.width,
        height: box.height,
      });
    await storyWait(this.pace, PACE_MS.point);
  }

  /** A press as the browser gives it: pointer and mouse down and up, then the click (some lists open on mouse down). */
  async press(target: Target) {
    const first = await this.locate(target, true);
    await this.point(first);
    // The page may have drawn itself again while the pointer moved (data arriving): press what is there now. A
    // button still disabled (a form not yet aware of the last change) is waited for, as a person waits for it.
    const el = await waitUntil(
      this.pace,
      () => {
        const now = first.isConnected
          ? first
          : (find(this.document(), target, true)[0] as HTMLElement | undefined);
        return now && !isDisabled(now) ? now : undefined;
      },
      `${describe(target)} stayed disabled in the ${this.where}`,
    );
    const view = el.ownerDocument.defaultView as (Window & typeof globalThis) | null;
    if (!view) throw new StepFailed(`the ${this.where} went away`);
    el.focus({ preventScroll: true });
    const mouse = { bubbles: true, cancelable: true, composed: true, button: 0, view };
    const PointerCtor = view.PointerEvent ?? view.MouseEvent;
    el.dispatchEvent(new PointerCtor('pointerdown', { ...mouse, isPrimary: true }));
    el.dispatchEvent(new view.MouseEvent('mousedown', mouse));
    el.dispatchEvent(new PointerCtor('pointerup', { ...mouse, isPrimary: true }));
    el.dispatchEvent(new view.MouseEvent('mouseup', mouse));
    el.click();
  }

  /** Types into a field at a person's pace, through the native value setter so React sees each key. */
  async fill(label: string, value: string) {
    const el = (await this.locate({ label })) as HTMLInputElement | HTMLTextAreaElement;
    await this.point(el);
    el.focus({ preventScroll: true });
    setNativeValue(el, '');
    for (const ch of value) {
      setNativeValue(el, el.value + ch);
      await storyWait(this.pace, PACE_MS.perChar);
    }
    el.blur();
  }

  /** Chooses an option of a list field (opening it first), or a radio button when no option is named. */
  async choose(target: Target, option?: NameMatch) {
    if (option === undefined) return this.press(target);
    const field = await this.locate(target);
    if (field instanceof (field.ownerDocument.defaultView?.HTMLSelectElement ?? HTMLSelectElement)) {
      await this.point(field);
      const select = field as HTMLSelectElement;
      const wanted = Array.from(select.options).find((o) =>
        option instanceof RegExp ? option.test(o.text) : o.text.trim() === option,
      );
      if (!wanted) throw new StepFailed(`could not find the option ${String(option)} in the ${this.where}`);
      setNativeValue(select, wanted.value);
      return;
    }
    await this.press(target);
    await this.press({ role: 'option', name: option });
  }
}

/** React keeps its own copy of an input's value: set the DOM's through the prototype's setter, then say so. */
export function setNativeValue(
  el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  let proto: object | null = Object.getPrototypeOf(el) as object | null;
  let setter: ((v: string) => void) | undefined;
  while (proto && !setter) {
    setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  if (setter) setter.call(el, value);
  else el.value = value;
  const view = el.ownerDocument.defaultView;
  const EventCtor = view?.Event ?? Event;
  el.dispatchEvent(new EventCtor('input', { bubbles: true }));
  if (el.tagName === 'SELECT') el.dispatchEvent(new EventCtor('change', { bubbles: true }));
}
