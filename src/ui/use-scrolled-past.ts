import { useEffect, useRef, useState } from 'react';

/**
 * Whether the page is scrolled past a strip at its top, without reading the scroll position:
 * a read while the page's styles are pending makes the browser work them out on the spot (a long task
 * while a server-drawn page hydrates), and a state set on every scroll event would draw its owner
 * again at each one. The browser reports instead when the strip (an invisible element the owner
 * places at the top of the page, as high as the distance) leaves the screen, and only then is the
 * owner drawn again. Returns the strip's ref and the answer; without IntersectionObserver (tests), the
 * answer stays false.
 */
export function useScrolledPast() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setScrolled(!last.isIntersecting);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return [sentinel, scrolled] as const;
}
