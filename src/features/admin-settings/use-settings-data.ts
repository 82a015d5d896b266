// The settings screen's data: the settings record and its save, and the export and import of every
// synced table.
import { useCallback } from 'react';
import { applyImport, exportTables, previewImport } from '../../db/backup';
import { useDb } from '../../db/db-context';
import { useSettings } from '../../db/hooks';
import { updateSettings } from '../../db/repository';
import { buildBackup, type BackupFile, type ParsedBackup } from '../../domain/backup';
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
    exportFile: useCallback(async (): Promise<BackupFile> => buildBackup(await exportTables(db), new Date()), [db]),
    preview: useCallback((backup: ParsedBackup) => previewImport(db, backup), [db]),
    restore: useCallback(
      (backup: ParsedBackup, onProgress?: (done: number, total: number) => void) => applyImport(db, backup, onProgress),
      [db],
    ),
  };
}
