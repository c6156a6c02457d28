import type { NameMatch, Target } from './find';

/** Who acts in a step: the two people (each in their app's frame), the simulation's clock, or the narrator. */
export type Actor = 'customer' | 'operator' | 'clock' | 'narrator';

/** The two apps on the stage. */
export type Frame = 'customer' | 'operator';

/**
 * What must be seen before the story goes on: a text in one of the frames (the actor's unless named). `remember`
 * keeps what a pattern's first group matched, for later steps to use as `{name}`; `reload` reloads the frame while
 * waiting, as a person presses refresh to see a change made elsewhere.
 */
export interface Expectation {
  text: NameMatch;
  in?: Frame;
  remember?: string;
  reload?: boolean;
}

interface StepBase {
  actor: Actor;
  /** What is happening and why it matters, shown in the caption bar while the step runs. */
  caption: string;
  see?: Expectation;
}

export type Action =
  | { action: 'goto'; path: string }
  | { action: 'fill'; target: { label: string }; value: string }
  | { action: 'press'; target: Target }
  /** A choice in a list (the field, then the option) or a radio button (the target alone). */
  | { action: 'choose'; target: Target; option?: NameMatch }
  | { action: 'control'; method: 'PUT' | 'POST'; path: string; body?: unknown }
  | { action: 'advance'; ms: number }
  | { action: 'say' };

export type Step = StepBase & Action;

export interface Story {
  id: string;
  title: string;
  /** Said when the story is complete: what happened. */
  summary: string;
  /** Said when the story is complete: what to try next by hand. */
  next: string;
  /** The logins the story uses, for the presenter to know who is who. */
  personas: string[];
  steps: Step[];
}
