import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ERRORS, MOCK_TOKEN_HEADER } from '@portal/shared';
import { CONTROL_BASE } from './handlers';

/** A fresh token for a start that was given none: long enough that it cannot be guessed. */
export const newControlToken = (): string => randomBytes(24).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the given token is the owner's. Both are hashed first, so the comparison takes the same time whatever the
 * given token's length and however much of it is right.
 */
export function isOwnerToken(expected: string, given: string | undefined): boolean {
  return given !== undefined && timingSafeEqual(digest(expected), digest(given));
}

/** The one read that needs no token: the apps of everyone using the server follow the simulated clock. */
const isOpenRead = (method: string, path: string) => method === 'GET' && path === `${CONTROL_BASE}/clock`;

/**
 * The control API belongs to whoever started the server. Every peer needs the token, the local machine's too: a
 * tunnel or a reverse proxy on the same machine makes strangers' requests come from a loopback address.
 */
export function requireOwnerToken(token: string): RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith(CONTROL_BASE) || req.method === 'OPTIONS' || isOpenRead(req.method, req.path)) {
      return next();
    }
    const given = req.headers[MOCK_TOKEN_HEADER];
    const value = Array.isArray(given) ? given[0] : given;
    if (isOwnerToken(token, value)) return next();
    const err_code = value ? 'control_token_wrong' : 'control_token_missing';
    res.status(401).json({ err_message: ERRORS[err_code], err_code });
  };
}
