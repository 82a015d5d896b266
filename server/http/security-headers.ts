import { secureHeaders } from 'hono/secure-headers';

// Mantine injects <style> tags, hence 'unsafe-inline' for styles only; scripts are never inline.
// connectSrc: extra origins the app may call, such as an admin-chosen sync server (CSP_CONNECT_SRC).
export const securityHeaders = (connectSrc: readonly string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSrc],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    // HSTS belongs to the TLS-terminating proxy, which knows whether subdomains are HTTPS too.
    strictTransportSecurity: false,
  });
