// Asks the browser not to evict this device's data under storage pressure (staff devices hold
// unsent work).

interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

/** True when the storage is (now) persistent; false when refused or not offered by the browser. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage;
  if (!storage?.persist) return false;
  try {
    if (storage.persisted && (await storage.persisted())) return true;
    return await storage.persist();
  } catch {
    // Some browsers throw in private windows: the answer is simply no.
    return false;
  }
}
