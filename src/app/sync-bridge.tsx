// Starts the session restore and the sync engine once the device database opens (at idle on a device
// that has one, or when something needs it), and feeds their news into the app's atoms. Everything it
// runs is loaded on demand: the first load stays small. A browser without the app's database has no
// session to restore and nothing to send: it is signed out, and the engine waits for a first write.
import { startTransition, useEffect, useRef } from 'react';
import { useDeviceDbUnused } from '../db/app-db-boundary';
import { useOptionalDb } from '../db/db-context';
import {
  appStore,
  backendModeAtom,
  sessionAtom,
  syncControlAtom,
  syncStatusAtom,
  type SessionState,
} from './state';
import type { Session } from '../sync/session-store';

const toState = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session } : { status: 'signed-out' };

async function start() {
  const [{ getAppDb }, { startSessionRuntime }] = await Promise.all([
    import('../db/db'),
    import('../sync/session-runtime'),
  ]);
  const db = getAppDb({ onVersionChange: () => window.location.reload() });
  const store = appStore;
  const runtime = await startSessionRuntime({
    db,
    // A sign-in that finished first wins over what was stored before it.
    onRestored: (session) => {
      if (store.get(sessionAtom).status === 'loading') store.set(sessionAtom, toState(session));
    },
    onChecked: (token, update) => {
      const current = store.get(sessionAtom);
      if (current.status !== 'signed-in' || current.session.token !== token) return;
      store.set(sessionAtom, 'session' in update ? { status: 'signed-in', session: update.session } : { ...current, needsSignIn: true });
    },
    onBackend: (mode) => store.set(backendModeAtom, mode),
    onStatus: (status) => store.set(syncStatusAtom, status),
  });
  store.set(syncControlAtom, runtime);
  let token = (() => {
    const s = store.get(sessionAtom);
    return s.status === 'signed-in' ? s.session.token : null;
  })();
  store.sub(sessionAtom, () => {
    const s = store.get(sessionAtom);
    const next = s.status === 'signed-in' ? s.session : null;
    if ((next?.token ?? null) === token) return;
    token = next?.token ?? null;
    runtime.sessionChanged(next);
  });
}

// In a transition: the header it draws again yields to the visitor between its parts.
const signedOutIfUnknown = () => {
  if (appStore.get(sessionAtom).status === 'loading') startTransition(() => appStore.set(sessionAtom, { status: 'signed-out' }));
};

/** Inside <DeviceDbProvider>: it follows the device database. */
export function SyncBridge() {
  const started = useRef(false);
  const open = useOptionalDb() !== null;
  const unused = useDeviceDbUnused();

  useEffect(() => {
    if (unused) signedOutIfUnknown();
  }, [unused]);

  useEffect(() => {
    if (!open || started.current) return;
    started.current = true;
    start().catch((error: unknown) => {
      console.error('The device database or the sync engine could not start:', error);
      signedOutIfUnknown();
    });
  }, [open]);
  return null;
}
