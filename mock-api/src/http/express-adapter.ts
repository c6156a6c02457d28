import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { MAX_BODY_BYTES } from '@portal/shared';
import type { MockContext } from '../context';
import { ApiError } from './api-error';
import { dispatch, type Outcome, type PipelineRequest } from './pipeline';
import type { HeaderSource } from './session';

/** Node's headers (lower-case names) read like Fetch `Headers`, without copying them. */
function headerSource(headers: IncomingHttpHeaders): HeaderSource {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Reads the body as text, refusing more than the limit as it arrives rather than after. */
function readText(req: Request): Promise<string> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        fail(new ApiError(413, 'body_too_large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => ok(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** Sends a pipeline outcome as Express's answer (a HEAD request gets the headers only; Node leaves the body out). */
export function sendOutcome(req: Request, res: Response, outcome: Outcome): void {
  // A body nobody read (a refused method) is read to its end first: answering while the client still sends it
  // would close the connection under the client's feet.
  if (!req.complete && outcome.kind !== 'network-error' && !req.readableEnded) {
    req.resume();
    req.once('end', () => sendOutcome(req, res, outcome));
    return;
  }
  if (outcome.kind === 'network-error') {
    // A simulated network error has no HTTP answer: the connection is closed.
    req.socket.destroy();
    return;
  }
  res.status(outcome.status);
  for (const [name, value] of Object.entries(outcome.headers)) res.setHeader(name, value);
  if (outcome.kind === 'empty') {
    res.end();
    return;
  }
  if (outcome.kind === 'file') {
    res.end(Buffer.from(outcome.bytes));
    return;
  }
  if (outcome.kind === 'raw') {
    res.send(outcome.text);
    return;
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(outcome.data));
}

/**
 * Serves the contract registry's operations straight from Express: the same pipeline as the MSW runtimes, without
 * a Fetch Request and Response per call. Anything else under the mount point goes on to the next handler.
 */
export function expressOperations(ctx: MockContext): RequestHandler {
  return (req, res, next) => {
    // Whatever throws, here or in the pipeline, is this request's 500 (the server's last handler), never the
    // process's end.
    try {
      const query = req.url.indexOf('?');
      const request: PipelineRequest = {
        method: req.method,
        url: `${req.protocol}://${req.headers.host ?? 'localhost'}${req.originalUrl}`,
        headers: headerSource(req.headers),
        apiPath: query >= 0 ? req.url.slice(0, query) : req.url,
        search: query >= 0 ? req.url.slice(query) : '',
        text: () => readText(req),
      };
      dispatch(ctx, request)
        .then((outcome) => (outcome ? sendOutcome(req, res, outcome) : next()))
        .catch(next);
    } catch (error) {
      next(error);
    }
  };
}
