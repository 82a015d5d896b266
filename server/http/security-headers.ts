import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The CSP sources of the inline scripts of the built index.html (the boot script that runs before
 * the first paint), by hash: exactly those scripts may run inline, nothing injected.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
  );
}

// Mantine injects <style> tags, hence 'unsafe-inline' for styles only; the only inline scripts are
// the template's own, allowed by hash (scriptHashes, see inlineScriptHashes).
// connectSrc: extra origins the app may call, such as an admin-chosen sync server (CSP_CONNECT_SRC).
export const securityHeaders = (connectSrc: readonly string[] = [], scriptHashes: readonly string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSrc],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // HSTS belongs to the TLS-terminating proxy, which knows whether subdomains are HTTPS too.
    strictTransportSecurity: false,
  });
