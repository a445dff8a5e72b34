import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of every answer (the app's page, its files and the API alike),
 * directive by directive, with why each source is there:
 * - scripts only from this site's own files: no inline script, no eval (index.html has none; the
 *   rjsf forms validate with validators precompiled by the generator). 'wasm-unsafe-eval' lets
 *   WebAssembly modules served by this site compile (hash-wasm's MD5 for sign-in and uploads); it
 *   does not allow eval or new Function;
 * - styles may be inline: MUI (emotion) writes <style> elements and the rich-text editor style
 *   attributes at run time;
 * - images and media from anywhere on the web and inline data: notices may show http(s) and
 *   data images (common/rich-text-rules.ts), logos may be outside addresses; blob: for previews;
 * - frames: framed business pages show any http(s) address the administrator configured
 *   (server/features/framed, src/features/framed), a framed page may ask to preview any report address, notices
 *   frame allow-listed https video players, and the PDF preview frames a blob. Which addresses
 *   are framed is decided by those checks; the policy keeps out javascript:, data: and the like;
 * - connections to this site, and its message socket (ws:/wss:, as older browsers do not count
 *   sockets as 'self'), and to blobs the page made itself (a previewed PDF, an upload's pieces);
 * - no plugins, no <base> elsewhere, forms post only here, and only this site frames our pages
 *   (clickjacking).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "media-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self' blob: ws: wss:",
  "frame-src 'self' blob: https: http:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Sent with every answer. nosniff: a browser never runs an answer as a script or page its type
 * does not say (an uploaded file, a JSON answer). Referrer: other sites learn at most our origin,
 * never a path or query (addresses such as /sso?token=… carry tokens). X-Frame-Options repeats
 * frame-ancestors for browsers that predate it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** Puts the headers on a reply; a route may still set its own value of one afterwards. */
export function withSecurityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
  return reply;
}

/**
 * Every answer that passes through a route (the 404 handler and every refusal included) gets
 * the headers first thing; answers made before routing (server/core/http/error-handler.ts
 * frameworkErrorHandler) and below HTTP (server/core/http/client-errors.ts) add them themselves.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  // a callback hook: every request passes here, and an async one costs a promise each time
  app.addHook('onRequest', (_request, reply, done) => {
    withSecurityHeaders(reply);
    done();
  });
}
