import type { FastifyInstance } from 'fastify';

/**
 * No inline scripts anywhere (the built SPA has none). Styles allow 'unsafe-inline' because
 * Emotion, under MUI, writes its styles into <style> elements at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The product uses none of these powerful features; a page that is somehow made to ask for them gets nothing. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Every API answer may carry personal data or money: no browser or proxy cache keeps a copy. */
const API_PATH = /^\/api\//;

export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
}
