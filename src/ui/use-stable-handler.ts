// A handler that keeps its identity for the life of the component and always runs the latest
// version of fn: a memoized child given it does not draw again because its parent did.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
