// Whether the browser has a network: navigator.onLine, kept up to date by the online and offline
// events. The value is read again when the subscription starts, so a change between the first render
// and the subscription is never missed (a state set from events alone could stay 'online' for good).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True on the server and while hydrating its markup (it was drawn online), then the browser's word. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
