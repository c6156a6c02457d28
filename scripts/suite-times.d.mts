export interface JourneyTime {
  title: string;
  seconds: number;
}
export interface SuiteTimes {
  totalSeconds: number;
  /** Processor milliseconds of scripts/processor-time.mjs's fixed work on this machine (lower is faster). */
  machineBenchmarkMs?: number;
  suites: { name: string; status: number; seconds: number; processorSeconds?: number }[];
  slowestJourneys: JourneyTime[];
}
export const JOURNEY_REPORT: string;
export const SUITE_TIMES: string;
export function slowestJourneys(count: number): JourneyTime[];
export function writeSuiteTimes(times: SuiteTimes): void;
