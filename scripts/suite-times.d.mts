export interface JourneyTime {
  title: string;
  seconds: number;
}
export interface SuiteTimes {
  totalSeconds: number;
  suites: { name: string; status: number; seconds: number }[];
  slowestJourneys: JourneyTime[];
}
export const JOURNEY_REPORT: string;
export const SUITE_TIMES: string;
export function slowestJourneys(count: number): JourneyTime[];
export function writeSuiteTimes(times: SuiteTimes): void;
