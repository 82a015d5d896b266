// The site's origin as absolute URLs need it (canonical links, sitemap, link previews).

import type { Context } from 'hono';
import type { Deps } from './context';

const first = (value: string | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * scheme://host[:port] of the site as the visitor reached it. Behind a trusted proxy, its
 * X-Forwarded-Proto and X-Forwarded-Host say what the visitor used.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = first(c.req.header('X-Forwarded-Proto'));
  const host = first(c.req.header('X-Forwarded-Host'));
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? `${scheme}://${host}` : `${scheme}://${url.host}`;
}

/** The site's origin for absolute URLs: PUBLIC_ORIGIN when set, else the request's. */
export function siteOrigin(c: Context, deps: Pick<Deps, 'publicOrigin' | 'trustProxy'>): string {
  return deps.publicOrigin ?? requestOrigin(c, deps.trustProxy);
}
