import type { MockFault as Fault } from '@portal/shared';

type RequestListener = (event: { request: Request }) => void;

/** What the matrix uses of the mock running in this process (the test starts it, the app code never sees it). */
export interface Mock {
  api: { ctx: { sim: { setFaults(faults: Fault[]): void } } };
  server: {
    events: {
      on(event: 'request:start', listener: RequestListener): void;
      removeListener(event: 'request:start', listener: RequestListener): void;
    };
  };
}

/** A way a call fails, as the mock injects it, and what the console must then say. */
export interface FaultClass {
  name: string;
  fault: Pick<Fault, 'kind' | 'status'>;
  /** What the alert says of this failure (English). */
  says: RegExp;
  /** The session ends: the sign-in page, with a message, keeping the page to return to. */
  endsSession?: boolean;
}

export const FAULT_CLASSES: readonly FaultClass[] = [
  {
    name: '500',
    fault: { kind: 'status', status: 500 },
    says: /could not answer \(error 500\): Simulated fault/,
  },
  {
    name: '503',
    fault: { kind: 'status', status: 503 },
    says: /could not answer \(error 503\): Simulated fault/,
  },
  { name: '429', fault: { kind: 'status', status: 429 }, says: /Too many requests: .*wait 30 seconds/ },
  { name: 'timeout', fault: { kind: 'timeout', status: 504 }, says: /took too long to answer/ },
  { name: 'dropped', fault: { kind: 'network', status: 503 }, says: /connection dropped/ },
  { name: 'malformed', fault: { kind: 'malformed', status: 503 }, says: /answer could not be read/ },
  {
    name: '401',
    fault: { kind: 'status', status: 401 },
    says: /session has expired|sign in again/i,
    endsSession: true,
  },
];
