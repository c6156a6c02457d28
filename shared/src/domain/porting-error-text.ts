import { ERRORS } from '../errors';

/**
 * What number porting shows for a failed call: the server's message for statuses 400 to 599 except 500 (the
 * server knows what went wrong and says it); for a 500, a network failure or an answer without a message,
 * "try again later".
 */
export function portingErrorText(status: number | undefined, serverMessage: string | undefined): string {
  const speaks = status !== undefined && status >= 400 && status <= 599 && status !== 500;
  return speaks && serverMessage ? serverMessage : ERRORS.try_later;
}
