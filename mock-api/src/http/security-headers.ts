import type { RequestHandler } from 'express';

/**
 * The apps' policy: scripts only from the server itself (the built apps have no inline script), styles may be
 * inline (the component library injects style elements at run time), and no other site may frame the apps (story
 * mode's presenter frames both apps from their own origin).
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Sent with every answer: no content sniffing, and no full URL leaks to other sites in the Referer. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
};

/** For the apps' pages and assets. */
export const appHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  next();
};
