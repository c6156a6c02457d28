import { leaveWorkspace } from '@portal/shared';
import { clearAppStorage } from '../../lib/storage';
import { control, ControlCallFailed, setClockSpeed, setStage } from './control-api';
import { Cancelled, FrameDriver, storyWait, type Pace, type Pointer } from './driver';
import type { NameMatch, Target } from './find';
import type { Frame, Step, Story } from './story-types';

/** `setting` is the stage being set: the data reset and both apps loaded afresh. */
export type Status = 'idle' | 'setting' | 'playing' | 'stepping' | 'paused' | 'failed' | 'complete';

export interface PlayerState {
  story: Story | undefined;
  /** The step running or next to run. */
  index: number;
  status: Status;
  caption: string;
  failure?: Failure;
  speed: number;
}

/** What stopped: said with the reason and offered again (the story from its start, or the pause or play). */
export interface Failure {
  what: string;
  reason: unknown;
  retry: () => void;
}

/** What the player needs of the page: the two frames, where each app is served, and the pointer. */
export interface Stage {
  frame: (which: Frame) => HTMLIFrameElement | null;
  /** The app's base URL, ending in "/" (the portal's; the console is under `console/`). */
  base: string;
  pointer: Pointer;
  /** Where the keyboard goes back to when a step leaves it in a frame (the presenter's keys must keep working). */
  home: () => HTMLElement | null;
}

/** How long the narrator's words stay up at 1x, so they can be read. */
const READ_MS = 3500;
/** A breath between two steps at 1x. */
const BETWEEN_MS = 700;
/** The console keeps its login here; the portal keeps its own under its prefix. */
const CONSOLE_AUTH_KEY = 'portal.console.auth';

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
const fillMatch = (m: NameMatch, vars: Record<string, string>) => (typeof m === 'string' ? fill(m, vars) : m);
const fillTarget = (t: Target, vars: Record<string, string>): Target =>
  'label' in t
    ? { label: fill(t.label, vars) }
    : 'name' in t
      ? { ...t, name: fillMatch(t.name, vars) }
      : { text: fillMatch(t.text, vars) };

/**
 * Plays a story on the stage one step at a time. Pausing holds every action at its next beat and stops the
 * simulation's clock; playing starts both again where they stopped.
 */
export class StoryPlayer {
  state: PlayerState = { story: undefined, index: 0, status: 'idle', caption: '', speed: 1 };
  private run = 0;
  private resume: (() => void) | undefined;
  private vars: Record<string, string> = {};
  private readonly pace: Pace = {
    speed: () => this.state.speed,
    gate: () => this.gate(this.run),
  };
  private readonly drivers: Record<Frame, FrameDriver>;

  constructor(
    private readonly stage: Stage,
    private readonly onChange: (state: PlayerState) => void,
  ) {
    this.drivers = {
      customer: new FrameDriver(() => stage.frame('customer'), 'customer portal', this.pace, stage.pointer),
      operator: new FrameDriver(() => stage.frame('operator'), 'provider console', this.pace, stage.pointer),
    };
  }

  private set(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  private async gate(run: number) {
    for (;;) {
      if (run !== this.run) throw new Cancelled();
      if (['playing', 'stepping', 'setting'].includes(this.state.status)) return;
      await new Promise<void>((r) => (this.resume = r));
    }
  }

  private wake() {
    const r = this.resume;
    this.resume = undefined;
    r?.();
  }

  setSpeed(speed: number) {
    this.set({ speed });
  }

  /** Starts a story from the fixtures: the data reset, both apps signed out and reloaded. */
  async start(story: Story, mode: 'playing' | 'paused' = 'playing') {
    const run = ++this.run;
    this.wake();
    this.vars = {};
    this.stage.pointer.hide();
    this.set({
      story,
      index: 0,
      status: 'setting',
      caption: `Setting the stage for “${story.title}”…`,
      failure: undefined,
    });
    try {
      await setStage();
      clearAppStorage();
      localStorage.removeItem(CONSOLE_AUTH_KEY);
      await Promise.all(
        [
          this.drivers.customer.goto(this.stage.base),
          this.drivers.operator.goto(`${this.stage.base}console/`),
        ].map((p) => p.catch(() => undefined)),
      );
      if (run !== this.run) return;
      this.set({ status: mode, caption: mode === 'paused' ? 'Ready. Press play to begin.' : '' });
      if (mode === 'playing') await setClockSpeed(1);
      else await setClockSpeed(0);
      await this.loop(run);
    } catch (error) {
      if (error instanceof Cancelled || run !== this.run) return;
      this.fail(error);
    }
  }

  restart() {
    if (this.state.story) void this.start(this.state.story);
  }

  async pause() {
    if (this.state.status !== 'playing') return;
    this.set({ status: 'paused' });
    await this.stopClock();
  }

  /** The story waits at once; the clock stops when the control API says so, and a refusal is told, not hidden. */
  private async stopClock() {
    try {
      await setClockSpeed(0);
      if (this.state.failure) this.set({ failure: undefined });
    } catch (error) {
      if (this.state.status === 'paused')
        this.set({ failure: this.failure('The clock did not stop.', error, () => void this.stopClock()) });
    }
  }

  async play() {
    if (this.state.status !== 'paused') return;
    try {
      await setClockSpeed(1);
    } catch (error) {
      this.set({ failure: this.failure('The clock did not start again.', error, () => void this.play()) });
      return;
    }
    this.set({ status: 'playing', failure: undefined });
    this.wake();
  }

  private failure(what: string, error: unknown, retry: () => void): Failure {
    const call = error instanceof ControlCallFailed ? ` ${error.call}:` : '';
    return {
      what: `${what}${call}`,
      reason: error instanceof ControlCallFailed ? error.reason : error,
      retry,
    };
  }

  /** Runs the next step alone and stops again. */
  step() {
    if (this.state.status !== 'paused') return;
    this.set({ status: 'stepping' });
    this.wake();
  }

  private fail(error: unknown) {
    const { story, index, status } = this.state;
    const step = story?.steps[index];
    const what =
      status === 'setting'
        ? `The stage for “${story?.title ?? ''}” could not be set.`
        : `Step ${index + 1} (“${step ? fill(step.caption, this.vars) : ''}”) stopped the story.`;
    this.stage.pointer.hide();
    this.set({
      status: 'failed',
      // The caption no longer says the stage is being set: it is not.
      ...(status === 'setting' ? { caption: 'The story has not started.' } : {}),
      failure: this.failure(what, error, () => this.restart()),
    });
    void setClockSpeed(1).catch(() => undefined);
  }

  private async loop(run: number) {
    const story = this.state.story;
    if (!story) return;
    for (let i = this.state.index; i < story.steps.length; i++) {
      await this.gate(run);
      const step = story.steps[i] as Step;
      this.set({ index: i, caption: fill(step.caption, this.vars) });
      await this.perform(step);
      if (run !== this.run) return;
      if (this.state.status === 'stepping') {
        this.set({ status: 'paused', index: i + 1 });
        await setClockSpeed(0);
      }
    }
    this.stage.pointer.hide();
    this.set({ status: 'complete', index: story.steps.length, caption: 'Story complete' });
  }

  /** Gives the keyboard back to the presenter when an action left it inside a frame. */
  private takeBackFocus(before: Element | null) {
    if (document.activeElement?.tagName !== 'IFRAME') return;
    const back = before instanceof HTMLElement && before !== document.body && before.tagName !== 'IFRAME';
    (back ? before : this.stage.home())?.focus({ preventScroll: true });
  }

  private async perform(step: Step) {
    const before = document.activeElement;
    try {
      await this.act(step);
    } finally {
      this.takeBackFocus(before);
    }
  }

  private async act(step: Step) {
    const v = this.vars;
    const actor = step.actor === 'operator' ? this.drivers.operator : this.drivers.customer;
    switch (step.action) {
      case 'goto': {
        const path = fill(step.path, v);
        const url =
          step.actor === 'operator'
            ? `${this.stage.base}console/${path}`
            : `${this.stage.base}${path.replace(/^\//, '')}`;
        await actor.goto(url);
        break;
      }
      case 'fill':
        await actor.fill(fill(step.target.label, v), fill(step.value, v));
        break;
      case 'press':
        await actor.press(fillTarget(step.target, v));
        break;
      case 'choose':
        await actor.choose(fillTarget(step.target, v), step.option && fillMatch(step.option, v));
        break;
      case 'control':
        await control(step.method, step.path, step.body);
        break;
      case 'advance':
        await control('PUT', '/clock', { advanceMs: step.ms });
        break;
      case 'say':
        this.stage.pointer.hide();
        await storyWait(this.pace, READ_MS);
        break;
    }
    if (step.see) {
      const where = step.see.in ? this.drivers[step.see.in] : actor;
      const seen = await where.see(fillMatch(step.see.text, v), step.see.reload ? 5000 : undefined);
      if (step.see.remember) this.vars[step.see.remember] = seen;
    }
    await storyWait(this.pace, BETWEEN_MS);
  }

  /** Stops whatever runs (the page is going away), and sends this browser back to the shared data. */
  dispose() {
    this.run++;
    this.wake();
    leaveWorkspace();
  }
}
