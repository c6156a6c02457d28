import { ApiRequestError, portingErrorText } from '@portal/shared';

/** What a failed porting call shows: the server's message for 4xx and most 5xx answers, else "try again later". */
export function portingProblem(error: unknown): string {
  if (error instanceof ApiRequestError) return portingErrorText(error.status, error.message);
  return portingErrorText(undefined, undefined);
}
