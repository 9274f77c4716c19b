/**
 * Security headers on every response. The CSP allows only the app's own scripts; MUI/emotion inject
 * <style> tags at run time, hence 'unsafe-inline' for styles only. Framing is limited to our own origin.
 */
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // PDFs and previews open as blob: URLs in frames and workers (pdf.js).
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'SAMEORIGIN');
      // A route may set a stricter policy of its own (an uploaded image: nothing may run or load in it).
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('cross-origin-opener-policy', 'same-origin');
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      // API answers carry personal data: never store them in shared or browser caches.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'portal-security-headers' },
);
