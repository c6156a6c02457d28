import type {
  LosingProvider,
  PortRejection,
  PortState,
  PortStep,
  PortView,
  StoredPort,
} from '../entities/number-porting';
import { LOSING_PROVIDERS } from '../entities/number-porting';
import { between, futureSteps, MINUTE_NANOS, pastSteps, stepAt } from './timeline';

/** The numeric porting states 1 to 11; 6 and 10 are blank in the numbering and never given. */
export const PORT_STATE_NUMBER: Record<PortState, number> = {
  PORT_REQUESTED: 1,
  PORT_VALIDATED: 2,
  PORT_APPROVED: 3,
  INTRA_CARRIER_WAIT: 4,
  NETWORK_PROVISIONING: 5,
  PORT_COMPLETED: 7,
  PORT_CANCELED: 8,
  PORT_REJECTED: 9,
  SERVICE_ACTIVATION_FAILED: 11,
};

/** The named state of a numeric porting state; undefined for the blank numbers and anything out of range. */
export function portStateOfNumber(n: number): PortState | undefined {
  return (Object.keys(PORT_STATE_NUMBER) as PortState[]).find((s) => PORT_STATE_NUMBER[s] === n);
}

/**
 * The legal moves of a port. The losing provider validates and approves, or rejects; the customer may cancel
 * only before approval; after approval the number moves between the networks and the service starts, or fails
 * to. Retry resubmits a rejected port from the start and restarts a failed service activation.
 */
export const PORT_TRANSITIONS: Record<PortState, readonly PortState[]> = {
  PORT_REQUESTED: ['PORT_VALIDATED', 'PORT_REJECTED', 'PORT_CANCELED'],
  PORT_VALIDATED: ['PORT_APPROVED', 'PORT_REJECTED', 'PORT_CANCELED'],
  PORT_APPROVED: ['INTRA_CARRIER_WAIT'],
  INTRA_CARRIER_WAIT: ['NETWORK_PROVISIONING'],
  NETWORK_PROVISIONING: ['PORT_COMPLETED', 'SERVICE_ACTIVATION_FAILED'],
  PORT_COMPLETED: [],
  PORT_CANCELED: [],
  PORT_REJECTED: ['PORT_REQUESTED'],
  SERVICE_ACTIVATION_FAILED: ['NETWORK_PROVISIONING'],
};

export const canPortMove = (from: PortState, to: PortState) => PORT_TRANSITIONS[from].includes(to);
export const isFinalPortState = (state: PortState) => PORT_TRANSITIONS[state].length === 0;
export const canCancelPort = (state: PortState) => canPortMove(state, 'PORT_CANCELED');
export const canRetryPort = (state: PortState) =>
  state === 'PORT_REJECTED' || state === 'SERVICE_ACTIVATION_FAILED';
/** A port still moving by itself: neither finished nor waiting for the customer. */
export const isPortRunning = (state: PortState) => !isFinalPortState(state) && !canRetryPort(state);

/** The texts of a refusal, as the losing provider gives them. */
export const PORT_REJECTION_TEXT: Record<PortRejection, string> = {
  provider_incorrect: 'provider incorrect',
  account_number_incorrect: 'account number incorrect',
};

/** The longest a port may take from request to its end. */
export const PORT_MAX_NANOS = 3 * 60 * MINUTE_NANOS;

/** How long each move of a port takes at most (and at least): together within three hours. */
const STEP_NANOS: Partial<Record<PortState, readonly [min: number, max: number]>> = {
  PORT_VALIDATED: [1 * MINUTE_NANOS, 5 * MINUTE_NANOS],
  PORT_REJECTED: [1 * MINUTE_NANOS, 5 * MINUTE_NANOS],
  PORT_APPROVED: [5 * MINUTE_NANOS, 20 * MINUTE_NANOS],
  INTRA_CARRIER_WAIT: [5 * MINUTE_NANOS, 30 * MINUTE_NANOS],
  NETWORK_PROVISIONING: [10 * MINUTE_NANOS, 60 * MINUTE_NANOS],
  PORT_COMPLETED: [5 * MINUTE_NANOS, 30 * MINUTE_NANOS],
  SERVICE_ACTIVATION_FAILED: [5 * MINUTE_NANOS, 30 * MINUTE_NANOS],
};

/** Which provider holds a number on the simulated network: fixed by its digits, so every runtime agrees. */
export function holderOfNumber(msisdn: string): LosingProvider {
  const sum = [...msisdn.replace(/\D/g, '')].reduce((total, d) => total + Number(d), 0);
  return LOSING_PROVIDERS[sum % LOSING_PROVIDERS.length] as LosingProvider;
}

export interface PortPlanOptions {
  random: () => number;
  /** Why the losing provider refuses this request, if it does. */
  reject?: PortRejection | undefined;
  /** The service fails to start on the new network (the porting.activation-fail scenario). */
  activationFail?: boolean | undefined;
}

/** The steps that follow being in `state` since `atNanos`, decided now. */
function continuePort(state: PortState, atNanos: number, opts: PortPlanOptions): PortStep[] {
  const next = (State: PortState): PortStep[] => {
    const [min, max] = STEP_NANOS[State] as readonly [number, number];
    const AtNanos = atNanos + between(opts.random, min, max);
    if (State === 'PORT_REJECTED' && opts.reject) return [{ State, AtNanos, Reason: opts.reject }];
    return [{ State, AtNanos }, ...continuePort(State, AtNanos, opts)];
  };
  switch (state) {
    case 'PORT_REQUESTED':
      // The losing provider checks the details first; a wrong one is refused at once.
      return opts.reject ? next('PORT_REJECTED') : next('PORT_VALIDATED');
    case 'PORT_VALIDATED':
      return next('PORT_APPROVED');
    case 'PORT_APPROVED':
      return next('INTRA_CARRIER_WAIT');
    case 'INTRA_CARRIER_WAIT':
      return next('NETWORK_PROVISIONING');
    case 'NETWORK_PROVISIONING':
      return next(opts.activationFail ? 'SERVICE_ACTIVATION_FAILED' : 'PORT_COMPLETED');
    default:
      return [];
  }
}

/** The whole timeline of a port asked for at `atNanos`. */
export function planPort(atNanos: number, opts: PortPlanOptions): PortStep[] {
  return [{ State: 'PORT_REQUESTED', AtNanos: atNanos }, ...continuePort('PORT_REQUESTED', atNanos, opts)];
}

export type PortChange =
  | { ok: true; steps: PortStep[] }
  | {
      ok: false;
      reason: 'port_not_cancellable' | 'port_not_retryable' | 'port_not_running';
      from: PortState;
    };

/** The customer cancels at `nowNanos`: only before approval; what was to come does not happen. */
export function cancelPort(steps: readonly PortStep[], nowNanos: number): PortChange {
  const current = stepAt(steps, nowNanos);
  if (!canCancelPort(current.State))
    return { ok: false, reason: 'port_not_cancellable', from: current.State };
  return { ok: true, steps: [...pastSteps(steps, nowNanos), { State: 'PORT_CANCELED', AtNanos: nowNanos }] };
}

/**
 * The customer resubmits at `nowNanos`: a rejected port starts again from the request with the corrected details
 * (checked again through `opts.reject`); a failed service activation is provisioned again.
 */
export function retryPort(steps: readonly PortStep[], nowNanos: number, opts: PortPlanOptions): PortChange {
  const current = stepAt(steps, nowNanos);
  if (!canRetryPort(current.State)) return { ok: false, reason: 'port_not_retryable', from: current.State };
  const restart: PortState = current.State === 'PORT_REJECTED' ? 'PORT_REQUESTED' : 'NETWORK_PROVISIONING';
  return {
    ok: true,
    steps: [
      ...pastSteps(steps, nowNanos),
      { State: restart, AtNanos: nowNanos },
      ...continuePort(restart, nowNanos, opts),
    ],
  };
}

/** An operator moves a running port on to its next step now; the steps after it keep their spacing. */
export function advancePort(steps: readonly PortStep[], nowNanos: number): PortChange {
  const coming = futureSteps(steps, nowNanos);
  const next = coming[0];
  if (!next) return { ok: false, reason: 'port_not_running', from: stepAt(steps, nowNanos).State };
  const shift = next.AtNanos - nowNanos;
  return {
    ok: true,
    steps: [...pastSteps(steps, nowNanos), ...coming.map((s) => ({ ...s, AtNanos: s.AtNanos - shift }))],
  };
}

/** The steps of a port that goes well, in order: what a running port shows as coming next. */
const GOOD_PATH: readonly PortState[] = [
  'PORT_REQUESTED',
  'PORT_VALIDATED',
  'PORT_APPROVED',
  'INTRA_CARRIER_WAIT',
  'NETWORK_PROVISIONING',
  'PORT_COMPLETED',
];

/**
 * A port as the customer sees it at `nowNanos`: what has happened, and what comes next if it goes well. A refusal
 * or a failed activation the simulation has planned is not told before it happens.
 */
export function portViewAt(port: StoredPort, nowNanos: number): PortView {
  const { Steps, ...rest } = port;
  const reached = pastSteps(Steps, nowNanos);
  const current = reached[reached.length - 1] as PortStep;
  const at = GOOD_PATH.indexOf(current.State);
  const coming = futureSteps(Steps, nowNanos)[0];
  const next = coming && at >= 0 ? { State: GOOD_PATH[at + 1] } : undefined;
  return {
    ...rest,
    State: current.State,
    PortingState: PORT_STATE_NUMBER[current.State],
    Reached: reached,
    ...(next?.State ? { Next: next.State } : {}),
    ...(current.Reason ? { Reason: current.Reason, ReasonText: PORT_REJECTION_TEXT[current.Reason] } : {}),
    Running: isPortRunning(current.State),
    CanCancel: canCancelPort(current.State),
    CanRetry: canRetryPort(current.State),
  };
}
