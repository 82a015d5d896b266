// Work that must not compete with the first paint and the page's first inputs: the device database,
// the service worker, actions a visitor made before the code to run them had loaded.

/** Runs `task` once the page has nothing better to do (at the latest after `timeoutMs`). */
export function whenPageIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1);
  return () => clearTimeout(id);
}
