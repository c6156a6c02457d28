import { z } from 'zod';

export const ClockStateSchema = z.object({
  /** Virtual time at the anchor, ms since the epoch. */
  virtualAtAnchor: z.number(),
  /** Real time at the anchor. */
  realAtAnchor: z.number(),
  /** Virtual milliseconds per real millisecond. */
  speed: z.number().min(0).max(10000),
});
export type ClockState = z.infer<typeof ClockStateSchema>;

export const realTimeClock = (): ClockState => ({
  virtualAtAnchor: Date.now(),
  realAtAnchor: Date.now(),
  speed: 1,
});

/**
 * The virtual clock every handler reads. Real time by default; a speed factor; jumps on demand. Anchored so a
 * restart carries on where it stopped.
 */
export class Clock {
  constructor(private state: ClockState) {}

  now(): number {
    return this.state.virtualAtAnchor + (Date.now() - this.state.realAtAnchor) * this.state.speed;
  }

  nowNanos(): number {
    return this.now() * 1_000_000;
  }

  private reanchor(): void {
    this.state = { ...this.state, virtualAtAnchor: this.now(), realAtAnchor: Date.now() };
  }

  advance(ms: number): void {
    this.reanchor();
    this.state.virtualAtAnchor += ms;
  }

  setSpeed(speed: number): void {
    this.reanchor();
    this.state.speed = speed;
  }

  snapshot(): ClockState {
    return { ...this.state };
  }
}
