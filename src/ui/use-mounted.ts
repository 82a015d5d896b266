// Whether the component has mounted in the browser. A page the server rendered must first render
// exactly the server's markup when it hydrates: what depends on the device (the saved theme, the
// platform, stored values, the page's own address) shows once this is true.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating its markup; true in every render after, or without it. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
