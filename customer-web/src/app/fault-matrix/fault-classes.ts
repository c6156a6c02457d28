import type { MockFault } from '@portal/shared';

/** The seconds the mock's simulated 429 asks a caller to wait. */
export const SIMULATED_RETRY_AFTER_S = 30;

/** A way a call fails, as the mock injects it, and what the page must then say. */
export interface FaultClass {
  name: string;
  fault: Pick<MockFault, 'kind' | 'status'>;
  /** What the alert says of this failure. */
  says: RegExp;
  /** The session ends: the page goes to sign-in, keeping the way back. */
  endsSession?: boolean;
  /** The mock holds the answer past the client's time limit: the matrix shortens that limit to this. */
  clientTimeoutMs?: number;
}

export const FAULT_CLASSES: readonly FaultClass[] = [
  { name: '500', fault: { kind: 'status', status: 500 }, says: /Simulated fault/ },
  { name: '503', fault: { kind: 'status', status: 503 }, says: /Simulated fault/ },
  {
    name: '429',
    fault: { kind: 'status', status: 429 },
    says: new RegExp(`in ${SIMULATED_RETRY_AFTER_S} seconds`),
  },
  {
    name: 'timeout',
    fault: { kind: 'timeout', status: 504 },
    says: /took too long to come/,
    clientTimeoutMs: 100,
  },
  { name: 'dropped', fault: { kind: 'network', status: 503 }, says: /Network error/ },
  { name: 'malformed', fault: { kind: 'malformed', status: 503 }, says: /Something went wrong/ },
  { name: '401', fault: { kind: 'status', status: 401 }, says: /session has ended/, endsSession: true },
];
