// Without PUBLIC_ORIGIN, absolute links (canonical, sitemap, robots, link previews, status links in
// emails) are made from the Host a request names; a forged Host would then be written into pages
// that are cached and served to others. So, unless PUBLIC_ORIGIN is set, only the host names of
// ALLOWED_HOSTS (this machine's by default) are answered; any other gets a JSON 421. Health stays
// open to load balancers, which often ask by address.

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** This machine's names, always allowed: development, tests, a proxy on the same box. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The host name of a Host header's value ('Example.com:8080' -> 'example.com'; '[::1]:80' -> '[::1]'). */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

export function hostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (!host) return false;
  const name = hostName(host);
  return name !== '' && (LOCAL_HOSTS as readonly string[]).concat(allowed.map((h) => h.toLowerCase())).includes(name);
}

export const UNKNOWN_HOST = 'This server does not answer for this host name: set PUBLIC_ORIGIN, or list the name in ALLOWED_HOSTS';

export function hostCheck(allowed: readonly string[], trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path === '/api/health') return next();
    const forwarded = trustProxy ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
    const host = forwarded || new URL(c.req.url).host;
    if (!hostAllowed(host, allowed)) return c.json({ error: UNKNOWN_HOST }, 421);
    return next();
  };
}
