// sitemap.xml and robots.txt, built from the catalogue visitors see, with absolute URLs.

import type { Context, Hono } from 'hono';
import { robotsTxt, sitemapXml } from '../../src/domain/seo/sitemap';
import type { AppEnv, Deps } from '../http/context';
import { siteOrigin } from '../http/origin';
import { catalogueChanges, catalogueVersion, loadCatalogue } from '../render/catalogue';

export interface SeoOptions {
  /** The site's public origin (https://www.example.com); default: the origin the request was sent to. */
  publicOrigin?: string | undefined;
}

export function registerSeoRoutes(app: Hono<AppEnv>, deps: Deps, options: SeoOptions = {}): void {
  const origin = (c: Context) => options.publicOrigin ?? siteOrigin(c, deps);
  // The last sitemap made, kept while the catalogue and the origin stay the same.
  let last: { key: string; xml: string } | undefined;

  app.get('/sitemap.xml', async (c) => {
    const key = `${await catalogueVersion(deps.db)} ${origin(c)}`;
    if (last?.key !== key) {
      const [catalogue, changed] = await Promise.all([loadCatalogue(deps.db), catalogueChanges(deps.db)]);
      last = { key, xml: sitemapXml(catalogue, origin(c), changed) };
    }
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(last.xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(origin(c)));
  });
}
