// One flush at a time per device: a Web Lock where the browser has them (shared by tabs and the
// service worker), otherwise a queue in this process keyed by the lock name.

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

// Like Web Locks themselves, the fallback queues must be shared by every engine of this process.
const queues = new Map<string, Promise<unknown>>();

function webLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return typeof nav?.locks?.request === 'function' ? nav.locks : undefined;
}

/** The lock name of a device: one per IndexedDB database. */
export function deviceLockName(dbName: string): string {
  return `vtc-sync:${dbName}`;
}

export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(name, fn);
  const previous = queues.get(name) ?? Promise.resolve();
  const run = previous.then(fn);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, tail);
  void tail.then(() => {
    if (queues.get(name) === tail) queues.delete(name);
  });
  return run;
}
