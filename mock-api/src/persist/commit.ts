import { HttpResponse } from 'msw';
import { ERRORS } from '@portal/shared';
import type { MockContext } from '../context';

/** The data could not be kept (disk full, no permission): the request is answered 503 and the process goes on. */
export class StorageError extends Error {
  constructor(cause: unknown) {
    super(`storage failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageError';
  }
}

/** Sends `response` only once the request's changes are kept; a storage failure answers 503 instead. */
export async function committed(ctx: MockContext, response: Response): Promise<Response> {
  try {
    await ctx.commit();
    return response;
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    return storageUnavailable();
  }
}

export function storageUnavailable(): Response {
  return HttpResponse.json(
    { err_message: ERRORS.storage_unavailable, err_code: 'storage_unavailable' },
    { status: 503, headers: { 'Retry-After': '5' } },
  );
}

/** Wraps a request resolver so its answer waits for the commit of what it changed. */
export function committing(ctx: MockContext, resolver: (info: { request: Request }) => Promise<Response>) {
  return async (info: { request: Request }): Promise<Response> => committed(ctx, await resolver(info));
}
