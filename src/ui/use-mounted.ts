// Whether the component has mounted in the browser. A page the server rendered must first render
// exactly the server's markup when it hydrates: what depends on the device (the saved theme, the
// platform, stored values, the page's own address) shows once this is true.
import { startTransition, useEffect, useState } from 'react';

/** A page the server rendered is being hydrated (src/main.tsx): components render as on the server. */
let hydrating = false;

/** Called by the entry around the hydration of the server's page. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * False on the server and while hydrating its markup; true in every render after, or without it.
 * What a hydrated component then shows is drawn in a transition, a few components at a time, not in
 * one task that would hold a tap right after the page came alive.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return mounted;
}
