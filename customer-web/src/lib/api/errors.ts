import { ERROR_NUMBER_KEEP_SESSION, errorText, type ApiErrorBody } from '@portal/shared';

/** An error answer of the API: its status and body, with the text extracted in the order of 000 §8. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly data: Partial<ApiErrorBody> | string | undefined,
  ) {
    super(errorText({ data }));
  }

  get code(): string | undefined {
    return typeof this.data === 'object' ? this.data?.err_code : undefined;
  }

  /** A 401 without error number 1002 ends the session (000 §4, §8). */
  get endsSession(): boolean {
    return (
      this.status === 401 &&
      (typeof this.data !== 'object' || this.data?.ErrorNumber !== ERROR_NUMBER_KEEP_SESSION)
    );
  }

  /** Field messages of a validation answer, by field name. */
  fieldErrors(): Record<string, string> {
    if (typeof this.data !== 'object' || !this.data?.errors) return {};
    return Object.fromEntries(this.data.errors.map((e) => [e.path.split('.').slice(1).join('.'), e.message]));
  }
}
