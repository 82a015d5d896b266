// The sync screen's data and actions: the outbox, refused changes, server conflicts and 'Sync now'.
import { useEffect, useState } from 'react';
import { backendModeAtom, staffSessionAtom, syncControlAtom, syncStatusAtom, useAtomValue } from '../../app/state';
import { useDb } from '../../db/db-context';
import { useOutboxEntries, useRejectedEntries, useUploadFailures } from '../../db/sync-hooks';
import { retryUpload } from '../../sync/attachments';
import { discardRejected, retryRejected, type ConflictChoice, type SyncConflict } from '../../sync/conflicts';

export { useOutboxEntries, useRejectedEntries, useUploadFailures };

/** 'Try again' on a photo that did not reach the server: due at once, and a flush now. */
export function useUploadActions() {
  const db = useDb();
  const control = useAtomValue(syncControlAtom);
  return {
    retry: async (imageId: string) => {
      await retryUpload(db, imageId);
      await control?.flush();
    },
  };
}

export function useSyncState() {
  return {
    status: useAtomValue(syncStatusAtom),
    control: useAtomValue(syncControlAtom),
    mode: useAtomValue(backendModeAtom),
    session: useAtomValue(staffSessionAtom),
  };
}

export function useRejectedActions() {
  const db = useDb();
  const control = useAtomValue(syncControlAtom);
  return {
    retry: async (mutationId: string, fields?: Record<string, unknown>) => {
      await retryRejected(db, mutationId, fields);
      void control?.flush();
    },
    discard: (mutationId: string) => discardRejected(db, mutationId),
  };
}

export type ConflictsState =
  | { kind: 'idle' | 'loading' }
  | { kind: 'ready'; conflicts: SyncConflict[] }
  | { kind: 'error'; message: string };

/** The server's unresolved conflicts, loaded when `enabled` (an admin, online, with a server). */
export function useConflicts(enabled: boolean) {
  const control = useAtomValue(syncControlAtom);
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ round: number; state: ConflictsState } | null>(null);

  useEffect(() => {
    if (!enabled || !control) return;
    let live = true;
    control.conflicts.listConflicts().then(
      (conflicts) => live && setResult({ round, state: { kind: 'ready', conflicts: conflicts.filter((c) => !c.resolvedAt) } }),
      (error: unknown) =>
        live && setResult({ round, state: { kind: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [enabled, control, round]);

  const state: ConflictsState = !enabled || !control ? { kind: 'idle' } : result?.round === round ? result.state : { kind: 'loading' };

  const resolve = async (id: string, keep: ConflictChoice) => {
    if (!control) return;
    await control.conflicts.resolveConflict(id, keep);
    setResult((r) =>
      r && r.state.kind === 'ready' ? { ...r, state: { kind: 'ready', conflicts: r.state.conflicts.filter((c) => c.id !== id) } } : r,
    );
    // Keeping the other value writes it on the server: bring it here.
    if (keep === 'other') void control.flush();
  };

  return { state, reload: () => setRound((n) => n + 1), resolve };
}
