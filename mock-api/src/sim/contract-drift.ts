import type { StoredAnswer } from '../http/idempotency';

/**
 * What the "contract.drift" scenario changes: a few answers as another backend might give them, so the tools that
 * compare a backend with the contracts (`pnpm contract:check`, the dev toolbar) have drift to find here. Each
 * change is of a kind real backends drift by: a renamed field, a number sent as a string, an unlisted status.
 */
const numberAsString = (plan: unknown) =>
  plan && typeof plan === 'object' && 'DownloadMbps' in plan
    ? { ...plan, DownloadMbps: String((plan as { DownloadMbps: unknown }).DownloadMbps) }
    : plan;

const DRIFTS: Record<string, (answer: StoredAnswer) => StoredAnswer> = {
  'customer.get': (answer) => {
    const { ExternalRef5, ...rest } = answer.data as Record<string, unknown>;
    return { ...answer, data: { ...rest, ExternalReference5: ExternalRef5 } };
  },
  'store.planList': (answer) => {
    const data = answer.data as unknown[] | { UFBPlans: unknown[] };
    return {
      ...answer,
      data: Array.isArray(data)
        ? data.map(numberAsString)
        : { ...data, UFBPlans: data.UFBPlans.map(numberAsString) },
    };
  },
  'system.remoteConfig': (answer) => ({ ...answer, status: 203 }),
};

/** The operations the scenario changes, for its description and tests. */
export const DRIFTED_OPERATIONS = Object.keys(DRIFTS);

/** A successful answer as the drifting backend gives it; refusals and other operations pass unchanged. */
export function drifted(contractId: string, answer: StoredAnswer): StoredAnswer {
  const drift = DRIFTS[contractId];
  return drift && answer.status < 300 && answer.data !== null && typeof answer.data === 'object'
    ? drift(answer)
    : answer;
}
