import { z } from 'zod';
import { Clock, ClockStateSchema, realTimeClock } from './clock';
import { LATENCY_MS, LatencyProfileSchema, type LatencyProfile } from './faults';
import { faultPatternMatches, MockFaultSchema, seededRandom, type MockFault } from '@portal/shared';
import { keyedRandom } from './random';
import { SCENARIO_HEADER, type ScenarioName } from './scenarios';
import { IdempotentAnswerSchema, type IdempotentAnswer } from './idempotency';

export const SimStateSchema = z.object({
  seed: z.number().int(),
  clock: ClockStateSchema,
  scenarios: z.object({
    global: z.array(z.string()),
    customers: z.record(z.string(), z.array(z.string())),
  }),
  latency: LatencyProfileSchema,
  faults: z.array(MockFaultSchema),
  /** Key the tokens are signed with; kept with the data so stored tokens survive a restart. */
  tokenSecret: z.string(),
  /** First answers of idempotent operations, kept with the data so a replay after a restart still charges once. */
  idempotency: z.array(IdempotentAnswerSchema).default([]),
});
export type SimState = z.infer<typeof SimStateSchema>;

export interface RequestLogEntry {
  at: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  scenario?: string;
}

const REQUEST_LOG_SIZE = 200;

export function freshSimState(seed = 20261122): SimState {
  return {
    seed,
    clock: realTimeClock(),
    scenarios: { global: [], customers: {} },
    latency: 'none',
    faults: [],
    tokenSecret: crypto.randomUUID() + crypto.randomUUID(),
    idempotency: [],
  };
}

/** The simulation core: clock, random source, scenarios, latency, faults and the request log. */
export class Sim {
  clock: Clock;
  private state: SimState;
  private stream: () => number;
  readonly requests: RequestLogEntry[] = [];

  constructor(state: SimState) {
    this.state = structuredClone(state);
    this.clock = new Clock(this.state.clock);
    this.stream = seededRandom(this.state.seed);
  }

  get seed(): number {
    return this.state.seed;
  }

  get tokenSecret(): string {
    return this.state.tokenSecret;
  }

  setSeed(seed: number): void {
    this.state.seed = seed;
    this.stream = seededRandom(seed);
  }

  /** The next number of the seeded stream. */
  random(): number {
    return this.stream();
  }

  /** A number fixed by the seed and the key: use for anything a process decides once. */
  randomFor(key: string): number {
    return keyedRandom(this.state.seed, key);
  }

  /** Whether a scenario is on for this request: per request header, per customer, or globally. */
  scenarioOn(
    name: ScenarioName,
    opts: { request?: { headers: { get(name: string): string | null } }; customerUUID?: string } = {},
  ): boolean {
    const header = opts.request?.headers.get(SCENARIO_HEADER);
    if (header && header.split(',').some((s) => s.trim() === name)) return true;
    if (opts.customerUUID && this.state.scenarios.customers[opts.customerUUID]?.includes(name)) return true;
    return this.state.scenarios.global.includes(name);
  }

  setScenario(name: string, on: boolean, customerUUID?: string): void {
    const list = customerUUID
      ? (this.state.scenarios.customers[customerUUID] ??= [])
      : this.state.scenarios.global;
    const at = list.indexOf(name);
    if (on && at < 0) list.push(name);
    if (!on && at >= 0) list.splice(at, 1);
    if (customerUUID && list.length === 0) delete this.state.scenarios.customers[customerUUID];
  }

  get latency(): LatencyProfile {
    return this.state.latency;
  }

  setLatency(profile: LatencyProfile): void {
    this.state.latency = profile;
  }

  latencyMs(): number {
    const [min, max] = LATENCY_MS[this.state.latency];
    return max === 0 ? 0 : Math.round(min + this.random() * (max - min));
  }

  setFaults(faults: MockFault[]): void {
    this.state.faults = faults;
  }

  /** The fault that hits this request, if any; counts it down. */
  takeFault(method: string, path: string): MockFault | undefined {
    const m = method.toLowerCase();
    const fault = this.state.faults.find(
      (f) => (f.method === 'any' || f.method === m) && faultPatternMatches(f.pattern, path),
    );
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.times === 0) this.state.faults = this.state.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  /** The first answer stored under this key, if it is younger than `maxAgeMs`. */
  idempotentAnswer(key: string, maxAgeMs: number): IdempotentAnswer | undefined {
    const oldest = this.clock.now() - maxAgeMs;
    return this.state.idempotency.find((a) => a.key === key && a.at >= oldest);
  }

  /** Keeps a first answer; answers older than `maxAgeMs` are forgotten, so the list stays bounded by time. */
  rememberIdempotentAnswer(answer: Omit<IdempotentAnswer, 'at'>, maxAgeMs: number): void {
    const now = this.clock.now();
    this.state.idempotency = this.state.idempotency.filter(
      (a) => a.key !== answer.key && a.at >= now - maxAgeMs,
    );
    this.state.idempotency.push({ ...answer, at: now });
  }

  logRequest(entry: RequestLogEntry): void {
    this.requests.push(entry);
    if (this.requests.length > REQUEST_LOG_SIZE)
      this.requests.splice(0, this.requests.length - REQUEST_LOG_SIZE);
  }

  snapshot(): SimState {
    return structuredClone({ ...this.state, clock: this.clock.snapshot() });
  }

  /** The state as JSON text, without copying it first: to tell cheaply, after every request, whether it changed. */
  stateText(): string {
    return JSON.stringify({ ...this.state, clock: this.clock.snapshot() });
  }

  /** What the control API shows. The token secret stays inside. */
  describe() {
    const { tokenSecret: _secret, idempotency: _answers, ...rest } = this.snapshot();
    return { ...rest, now: new Date(this.clock.now()).toISOString(), nowMs: this.clock.now() };
  }
}
