// The settings screen's data: the settings record and its save, the export and import of every
// synced table, and the latest automatic backup of this device.
import { useCallback } from 'react';
import { applyImport, exportBackup, latestSnapshotText, previewImport } from '../../db/backup';
import { useDb } from '../../db/db-context';
import { useSettings } from '../../db/hooks';
import { useLatestSnapshotInfo } from '../../db/office-queries';
import { updateSettings } from '../../db/repository';
import type { BackupFile, ParsedBackup } from '../../domain/backup';
import type { PatchFields } from '../../domain/types';

export function useSettingsRecord() {
  const db = useDb();
  const settings = useSettings();
  const save = useCallback((changes: PatchFields<'settings'>) => updateSettings(db, changes), [db]);
  return { settings, save };
}

export function useBackup() {
  const db = useDb();
  return {
    exportFile: useCallback((): Promise<BackupFile> => exportBackup(db), [db]),
    preview: useCallback((backup: ParsedBackup) => previewImport(db, backup), [db]),
    restore: useCallback(
      (backup: ParsedBackup, onProgress?: (done: number, total: number) => void) => applyImport(db, backup, onProgress),
      [db],
    ),
  };
}

/** The latest automatic backup: when and what (live), and its file's text on demand. */
export function useLatestSnapshot() {
  const db = useDb();
  const info = useLatestSnapshotInfo(db);
  const text = useCallback(() => latestSnapshotText(db), [db]);
  return { info, text };
}
