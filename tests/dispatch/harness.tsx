// The dispatch tests' device: the seed built around a fixed day (its sample drivers, rides, time off
// and downtime), an admin signed in, and a wide window (the board's grid) unless told otherwise.
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import type { AppDb } from '../../src/db/db';
import { addDays } from '../../src/domain/paris-time';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

export const DAY0 = '2026-06-10';
export const DAY1 = addDays(DAY0, 1);
export const ADMIN_ID = '5e771265-0000-4000-8000-0000000000a1';
export const KARIM = '5eed0000-0000-4000-8000-000000000051';

export function seededDb(): AppDb {
  return freshDb(undefined, { seedDate: () => new Date(`${DAY0}T09:00:00Z`) });
}

const realMatchMedia = window.matchMedia;

/** Media queries answer as a window `width` pixels wide would (min-width and max-width in em). */
export function windowWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    const max = /max-width:\s*([\d.]+)em/.exec(query);
    const matches = (!min || width >= Number(min[1]) * 16) && (!max || width <= Number(max[1]) * 16);
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList;
  };
}

beforeEach(() => {
  // The seed's week starts today: the board's today and the expiry warnings read the same clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY0}T09:00:00Z`));
  windowWidth(1280);
  // jsdom has no layout: Mantine and the board scroll things into view.
  Element.prototype.scrollIntoView ??= () => {};
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 'tok',
      user: { id: ADMIN_ID, username: 'admin', name: 'Claire Martin', role: 'admin' },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = realMatchMedia;
  appStore.set(sessionAtom, { status: 'signed-out' });
});

export async function renderScreen(db: AppDb, url: string, pattern: string, element: ReactElement, catalogs: string[]) {
  return renderAt(
    url,
    <DbProvider db={db}>
      <Notifications />
      <Routes>
        <Route path={pattern} element={element} />
      </Routes>
    </DbProvider>,
    'en',
    catalogs,
  );
}

/** The board once it has drawn its records. */
export async function readyBoard(): Promise<HTMLElement> {
  let root: HTMLElement | null = null;
  await waitFor(() => {
    root = document.querySelector<HTMLElement>('[data-board-ready="true"]');
    expect(root).not.toBeNull();
  });
  return root as unknown as HTMLElement;
}

export function row(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-row="${id}"]`);
  if (!found) throw new Error(`No row ${id}`);
  return found;
}

export const tray = () => within(screen.getByRole('region', { name: /without a driver|has a driver/ }));
