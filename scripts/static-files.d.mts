import type { IncomingMessage, ServerResponse } from 'node:http';

export const IMMUTABLE: string;
export function chooseEncoding(acceptEncoding?: string): 'br' | 'gzip' | undefined;
export function staticFiles(
  dir: string,
  options?: { flagsProfile?: string },
): {
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
  serveIndex(req: IncomingMessage, res: ServerResponse): boolean;
};
