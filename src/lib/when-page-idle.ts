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

/**
 * How long after its load a page is left to the visitor before work nobody waits for begins. The
 * page's first idle moment comes while it is still coming to life (its pictures, fonts and screens
 * loading, its effects running): work begun there takes the phone's cores from it.
 */
export const SETTLE_AFTER_LOAD_MS = 3000;

/** Runs `task` when the page is idle, SETTLE_AFTER_LOAD_MS after its load. */
export function whenPageSettled(task: () => void, timeoutMs = 5000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const wait = () => {
    timer = setTimeout(() => {
      cancelIdle = whenPageIdle(task, timeoutMs);
    }, SETTLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
    cancelIdle();
  };
}
