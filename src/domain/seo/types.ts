// What the server knows of the public site when it describes a page: the catalogue a visitor may see,
// and the head of a page (title, description, links, link-preview tags, structured data).

import type { Lang } from '../paths';
import type { Car, Post, Settings, Tour } from '../types';

/** The settings fields anyone may read (the server's PUBLIC_SETTINGS_FIELDS), with the record's stamps. */
export type PublicSettings = Pick<
  Settings,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'rev'
  | 'siteName'
  | 'siteEmail'
  | 'sitePhone'
  | 'defaultLanguage'
  | 'maintenanceMode'
  | 'tariffs'
  | 'vatTransport'
  | 'vatHourly'
  | 'company'
  | 'arabicDigits'
>;

/**
 * What visitors may see, as records with their server revision: available cars, tours, published
 * posts, the public settings fields (null until the settings record exists).
 */
export interface Catalogue {
  cars: Car[];
  tours: Tour[];
  posts: Post[];
  settings: PublicSettings | null;
}

export interface HeadAlternate {
  /** 'fr', 'en', 'ar' or 'x-default' (the French page). */
  hreflang: Lang | 'x-default';
  href: string;
}

export interface Head {
  /** 404 for a car, tour or post that does not exist (or is not public), and for unknown paths. */
  status: 200 | 404;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** The document title: the page's title, then the site's name. */
  title: string;
  description: string;
  /** 'index, follow', or 'noindex' for 404s and a visitor's own bookings. */
  robots: string;
  /** Absolute URL of the page; null on a 404. */
  canonical: string | null;
  /** fr, en, ar and x-default; empty on a 404. */
  alternates: HeadAlternate[];
  og: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    /**
     * Absolute URL of a raster image (link previews do not show SVG): the record's own picture, else
     * the card of the home page's hero.
     */
    image: string;
    /** 'image/png' for a card the build draws; null when only the image's server knows. */
    imageType: string | null;
    /** 1200x630 for a card the build draws; null when unknown. */
    imageSize: { width: number; height: number } | null;
    /** The record's title or name; for the hero's card, the headline it carries on the home page. */
    imageAlt: string;
    /** fr_FR, en_GB or ar_AR. */
    locale: string;
    localeAlternates: string[];
    siteName: string;
  };
  twitter: {
    card: 'summary_large_image';
    title: string;
    description: string;
    image: string;
    imageAlt: string;
  };
  /** schema.org objects, each with its @context; empty on a 404. */
  jsonLd: Record<string, unknown>[];
}
