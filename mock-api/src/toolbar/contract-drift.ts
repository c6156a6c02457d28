import { allContracts, answerDrift, watchAnswers, type ContractDef, type DriftFinding } from '@portal/shared';

/** One operation whose answers differ from its contract, as the dev toolbar lists it. */
export interface DriftEntry {
  operation: string;
  method: string;
  path: string;
  findings: DriftFinding[];
  /** How many answers of this operation drifted since the page loaded. */
  times: number;
}

const byPattern = allContracts.map((contract) => ({
  contract,
  pattern: new RegExp(`^${contract.path.replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`),
  params: (contract.path.match(/:/g) ?? []).length,
}));

/** The contract a raw request (the console's lists) calls: of those whose path fits, the most specific. */
export function contractAt(method: string, path: string): ContractDef | undefined {
  const bare = path.split('?')[0] ?? '';
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  return byPattern
    .filter((c) => c.contract.method === verb && c.pattern.test(bare))
    .sort((a, b) => a.params - b.params)[0]?.contract;
}

const entries = new Map<string, DriftEntry>();
const listeners = new Set<() => void>();

/** The operations that drifted, most recent first. */
export const driftEntries = (): DriftEntry[] => [...entries.values()].reverse();

export function onDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const simulatedFault = (data: unknown) =>
  !!data && typeof data === 'object' && (data as { err_code?: unknown }).err_code === 'simulated_fault';

let started = false;

/**
 * Checks every answer the app receives against its contract, from now on. Drift is listed (the newest findings of
 * each operation) and logged once per operation; it never fails the page. The mock's own injected faults are
 * what a developer asked for, not drift, and are left out.
 */
export function startDriftCheck(): void {
  if (started) return;
  started = true;
  watchAnswers(({ contract, method, path, status, data }) => {
    const called = contract ?? contractAt(method, path);
    if (!called || simulatedFault(data)) return;
    const findings = answerDrift(called, status, data);
    if (!findings.length) return;
    const known = entries.get(called.id);
    if (!known)
      console.warn(
        `Contract drift in ${called.id} (${method} ${path}): ${findings.map((f) => `${f.kind} ${f.field || 'status'}: expected ${f.expected}, came ${f.came}`).join('; ')}`,
      );
    entries.delete(called.id);
    entries.set(called.id, { operation: called.id, method, path, findings, times: (known?.times ?? 0) + 1 });
    for (const listener of listeners) listener();
  });
}
