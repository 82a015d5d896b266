// The site's identity for head tags and structured data: its name, contact details and absolute URLs,
// from the public settings (or the installation defaults until they exist).

import { OFFICE } from '../office';
import { LANGS, type Lang } from '../paths';
import { companyOf, defaultSettings } from '../default-settings';
import { isHttpUrl } from '../image-ref';
import type { PublicSettings } from './types';

export interface Site {
  /** scheme://host[:port], no trailing slash. */
  origin: string;
  name: string;
  legalName: string;
  email: string;
  phone: string;
  /** One line, e.g. '12 Avenue des Champs-Élysées, 75008 Paris, France'. */
  address: string;
}

export const OG_LOCALES: Record<Lang, string> = { fr: 'fr_FR', en: 'en_GB', ar: 'ar_AR' };

export function siteOf(settings: PublicSettings | null, origin: string): Site {
  const fallback = defaultSettings(new Date(0).toISOString());
  const company = companyOf(settings ?? undefined);
  return {
    origin: origin.replace(/\/+$/, ''),
    name: settings?.siteName || fallback.siteName,
    legalName: company.legalName,
    email: settings?.siteEmail || OFFICE.email,
    phone: settings?.sitePhone || OFFICE.phone,
    address: company.address || OFFICE.address,
  };
}

export function absoluteUrl(site: Site, path: string): string {
  return `${site.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A picture as link previews and structured data name it. */
export interface ShareImage {
  /** Absolute URL of a raster image (link previews show no SVG). */
  url: string;
  /** Its MIME type and size, when known from its address alone. */
  type: 'image/png' | null;
  size: { width: number; height: number } | null;
}

/** The home page's hero drawing, whose card stands for every page without a picture of its own. */
const HERO_DRAWING = '/images/hero.svg';

/** A drawing bundled with the site (public/images), by a path the build's cards follow. */
const BUNDLED_DRAWING = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.svg$/i;
const RASTER_PATH = /^\/(?!\/)[^\s?#\\]*\.(?:jpe?g|png|webp|gif)(?:[?#]|$)/i;
const ATTACHMENT_PATH = /^\/api\/attachments\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SVG_URL = /\.svg(?:[?#]|$)/i;

/**
 * The link-preview picture of an image field, or null when it has none a preview can show: the card
 * the build draws of a bundled drawing (scripts/og-images.mjs: /images/tours/x.svg ->
 * /og/images/tours/x.png, 1200x630), an uploaded photo (/api/attachments/<id>) or another raster
 * file of the site, or an http(s) URL that is no SVG. A photo still on a staff device (`blob-ref:`)
 * has none. Decided from the value alone: the card may be missing (a development server), the head
 * stays valid.
 */
export function shareImageOf(site: Site, image: string | undefined): ShareImage | null {
  if (!image) return null;
  if (BUNDLED_DRAWING.test(image)) {
    return {
      url: absoluteUrl(site, `/og${image.replace(/\.svg$/i, '.png')}`),
      type: 'image/png',
      size: { width: 1200, height: 630 },
    };
  }
  if (ATTACHMENT_PATH.test(image) || RASTER_PATH.test(image)) return { url: absoluteUrl(site, image), type: null, size: null };
  if (isHttpUrl(image) && !SVG_URL.test(new URL(image).pathname)) return { url: image, type: null, size: null };
  return null;
}

/** The card of the home page's hero: the picture of pages without one of their own. */
export function heroImageOf(site: Site): ShareImage {
  return shareImageOf(site, HERO_DRAWING)!;
}

/** Whitespace folded, and cut at a word boundary with an ellipsis past `max` characters. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–—-]+$/, '')}…`;
}

export const OTHER_LANGS = (lang: Lang): Lang[] => LANGS.filter((other) => other !== lang);
