// Screens as the app routes them, for tests: a table of paths and the screens at them over a seeded
// device database, with the address shown in a testid 'where' (to check where a link or a save led).
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import type { Lang } from '../../src/domain/paths';
import { freshDb } from '../db/helpers';
import { renderAt } from './render';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export interface ScreensOptions {
  lang?: Lang;
  /** The feature catalogs the screens need (the app loads them with each screen). */
  catalogs?: string[];
  /** The database; by default a fresh one, seeded on open. */
  db?: AppDb;
}

/** Opens the database, renders `routes` (path pattern -> screen) at `url`, and answers the database. */
export async function openScreens(url: string, routes: Record<string, ReactElement>, { lang = 'en', catalogs = [], db = freshDb() }: ScreensOptions = {}): Promise<AppDb> {
  await db.open();
  await renderAt(
    url,
    <DbProvider db={db}>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      <Where />
    </DbProvider>,
    lang,
    catalogs,
  );
  return db;
}
