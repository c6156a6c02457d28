/** A behaviour returns data (200 JSON) or a Reply when it needs another status or headers. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly status = 200,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = <T>(data: T, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Reply(data, init.status, init.headers);
