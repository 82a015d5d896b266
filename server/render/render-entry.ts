// The interface of the built server renderer, shared by the pages it renders and the thread it runs in.

import type { Lang } from '../../src/domain/paths';
import type { Catalogue } from '../../src/domain/seo/types';

/** The records a page is rendered from, with the catalogue version (src/db/catalogue-snapshot.tsx). */
export type CatalogueSnapshot = Catalogue & { version: number };

/** What src/entry-server.tsx exports (built into <dist>/server/entry-server.js). */
export interface RenderEntry {
  render(
    url: string,
    lang: Lang,
    catalogue: CatalogueSnapshot,
  ): Promise<{ html: string; status: number; modules: string[]; deferredModules: string[]; catalogs: string[] }>;
}
