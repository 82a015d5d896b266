// Keeps the document's head (title, description, canonical, hreflang, link-preview tags, structured
// data) in step with the public page shown, after a navigation in the browser. The server writes the
// same tags into the first page (src/domain/seo); these replace them, never add a second set.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSettings } from '../db/hooks';
import { matchPublicRoute } from '../domain/public-routes';
import { headTags } from '../domain/seo/head-tags';
import type { Head } from '../domain/seo/types';
import type { Car, Post, Tour } from '../domain/types';

/** Every element of the head a Head describes, whoever wrote it. */
const MANAGED = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/** Replaces the head's title and tags with those of `head`. */
export function applyHead(doc: Document, head: Head): void {
  for (const element of doc.head.querySelectorAll(MANAGED)) element.remove();
  for (const tag of headTags(head)) {
    if (tag.tag === 'title') {
      doc.title = tag.text;
      continue;
    }
    const element = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) if (value !== undefined) element.setAttribute(name, value);
    // textContent: the browser never parses it as markup; scriptJson's escapes are valid JSON.
    if (tag.tag === 'script') element.textContent = tag.text;
    doc.head.append(element);
  }
}

/** True when the first page came from the server, which wrote its head (read once, at start). */
const serverWroteFirstHead = typeof document !== 'undefined' && document.getElementById('catalogue') !== null;
/** Set once the visitor has left the first page (coming back to it, its key is 'default' again). */
let leftFirstPage = false;

/**
 * The head of the public page at the current address. A car, tour or post page passes its record:
 * undefined while it loads (the head stays), null when there is none (the not-found head).
 *
 * The code that describes a page loads on the first navigation, not with the first page: the server
 * wrote that page's head already.
 */
export function usePageHead(record?: Car | Tour | Post | null): void {
  const { pathname, key } = useLocation();
  const settings = useSettings();
  const route = matchPublicRoute(pathname);
  // On the server there is no window: the server writes the head itself (server/render).
  const loading = typeof window === 'undefined' || settings === undefined || (route?.id !== undefined && record === undefined);
  const wanted = route && !loading;
  useEffect(() => {
    if (key !== 'default') leftFirstPage = true;
    if (!wanted || (key === 'default' && !leftFirstPage && serverWroteFirstHead)) return;
    let current = true;
    void import('../domain/seo/head').then(({ describePage }) => {
      if (current) applyHead(document, describePage(route, record ?? null, settings, window.location.origin));
    });
    return () => {
      current = false;
    };
    // The address, the record and the settings stand for the route read from them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, key, pathname, record, settings]);
}
