// The site's identity for head tags and structured data: its name, contact details and absolute URLs,
// from the public settings (or the installation defaults until they exist).

import { OFFICE } from '../office';
import { LANGS, type Lang } from '../paths';
import { companyOf, defaultSettings } from '../default-settings';
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

/** A raster card for link previews (WhatsApp, Facebook and X do not show SVG images). */
export const DEFAULT_SHARE_IMAGE = '/media/hero-film-poster.jpg';

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

/**
 * The absolute URL of a record's image for link previews, or null when it has none they can show:
 * no image, a photo still on a staff device (`blob-ref:`), or an SVG drawing.
 */
export function shareImageOf(site: Site, image: string | undefined): string | null {
  if (!image || /\.svg(?:[?#]|$)/i.test(image)) return null;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/') && !image.startsWith('//')) return absoluteUrl(site, image);
  return null;
}

/** The absolute URL of a record's image for structured data (SVG allowed), or null. */
export function imageUrlOf(site: Site, image: string | undefined): string | null {
  if (!image) return null;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/') && !image.startsWith('//')) return absoluteUrl(site, image);
  return null;
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
