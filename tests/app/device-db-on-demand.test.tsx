// A visitor who only reads never loads the device database: it opens at idle only on a browser that
// has one, or when something needs it; the sync bridge then knows there is no session to restore. A
// public page drawn from the shell offline borrows the records of the last page the worker kept.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom } from '../../src/app/state';
import { SyncBridge } from '../../src/app/sync-bridge';
import { DeviceDbProvider, deviceDbExists, useCreateRecord, useDbWhenReady, useDeviceDbUnused } from '../../src/db/app-db-boundary';
import { catalogueJson, keptCatalogueSnapshot, type CatalogueSnapshot } from '../../src/db/catalogue-snapshot';
import { useOptionalDb } from '../../src/db/db-context';
import { DEFAULT_DB_NAME } from '../../src/db/db-name';
import { exactly } from '../exactly';

const names = async () => (await indexedDB.databases()).map((info) => info.name);

function Probe() {
  const db = useOptionalDb();
  const unused = useDeviceDbUnused();
  const open = useDbWhenReady();
  return (
    <div>
      <p data-testid="state">{db ? 'open' : unused ? 'unused' : 'waiting'}</p>
      <button type="button" onClick={() => void open().then((db) => db.open())}>
        write
      </button>
    </div>
  );
}

/** A form that saves contact messages: its saving code loads with it, the database does not open. */
function ContactForm() {
  useCreateRecord('contacts');
  return null;
}

describe('deviceDbExists', () => {
  const factory = (databases: unknown) => ({ databases }) as unknown as IDBFactory;

  it('answers from the list of databases, and yes when the browser cannot list them', async () => {
    expect(await deviceDbExists(factory(async () => [{ name: 'other' }]))).toBe(false);
    expect(await deviceDbExists(factory(async () => [{ name: 'other' }, { name: DEFAULT_DB_NAME }]))).toBe(true);
    expect(await deviceDbExists(factory(undefined))).toBe(true);
    expect(await deviceDbExists(factory(async () => Promise.reject(new Error('denied'))))).toBe(true);
  });
});

// In this order: the browser starts without the app's database.
describe('the device database on a server-rendered page', () => {
  it('stays closed on a browser without one, and the visitor is signed out', async () => {
    expect(await names()).not.toContain(DEFAULT_DB_NAME);
    expect(appStore.get(sessionAtom).status).toBe('loading');
    render(
      <DeviceDbProvider>
        <SyncBridge />
        <ContactForm />
        <Probe />
      </DeviceDbProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(exactly('unused')));
    // The bridge learns it in an effect, which React may run after the DOM shows 'unused'.
    await waitFor(() => expect(appStore.get(sessionAtom)).toEqual({ status: 'signed-out' }));
    expect(await names()).not.toContain(DEFAULT_DB_NAME);
  });

  it('opens when something needs it', async () => {
    render(
      <DeviceDbProvider>
        <Probe />
      </DeviceDbProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(exactly('unused')));
    fireEvent.click(screen.getByRole('button', { name: 'write' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(exactly('open')));
    await expect.poll(names).toContain(DEFAULT_DB_NAME);
  });

  it('opens by itself at idle on a browser that has one', async () => {
    render(
      <DeviceDbProvider>
        <Probe />
      </DeviceDbProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(exactly('open')));
  });
});

describe('keptCatalogueSnapshot', () => {
  const snapshot = (version: number): CatalogueSnapshot => ({ cars: [], tours: [], posts: [], settings: null, version });
  const page = (body: string) => `<!doctype html><html><head></head><body><div id="root"></div>${body}</body></html>`;
  const withCatalogue = (version: number) =>
    page(`<script type="application/json" id="catalogue">${catalogueJson(snapshot(version))}</script>`);

  function keep(pages: [string, string][]) {
    const cache = {
      keys: async () => pages.map(([url]) => new Request(`http://localhost${url}`)),
      match: async (request: Request) => {
        const found = pages.find(([url]) => request.url.endsWith(url));
        return found ? new Response(found[1]) : undefined;
      },
    };
    Object.assign(globalThis, { caches: { open: async (name: string) => (name === 'pages' ? cache : null) } });
  }

  afterEach(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('reads the records of the last page kept that carries them', async () => {
    keep([
      ['/fr', withCatalogue(3)],
      ['/fr/fleet', withCatalogue(7)],
      ['/fr/broken', page('')],
    ]);
    expect((await keptCatalogueSnapshot())?.version).toBe(7);
  });

  it('is null without kept pages or without the Cache API', async () => {
    expect(await keptCatalogueSnapshot()).toBeNull();
    keep([]);
    await act(async () => {
      expect(await keptCatalogueSnapshot()).toBeNull();
    });
  });
});
