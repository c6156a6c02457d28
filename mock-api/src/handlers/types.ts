import type { HttpHandler } from 'msw';
import type { MockContext } from '../context';

/** A domain's handlers, built for one running mock API. */
export type HandlerGroup = (ctx: MockContext) => HttpHandler[];
