// Whether a media query matches, for a page the server drew: false on the server and while
// hydrating (as the server's markup was drawn), then read in the browser. That first read, and each
// change after, redraws in a transition, which yields to the browser between components: a hook
// that answered at once (or in a plain effect) would redraw the whole screen in one task just as
// the page comes to life.
import { startTransition, useEffect, useState } from 'react';

export function useViewportQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const read = () => startTransition(() => setMatches(list.matches));
    read();
    list.addEventListener('change', read);
    return () => list.removeEventListener('change', read);
  }, [query]);
  return matches;
}
