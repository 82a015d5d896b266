// The address's query, and a way to change it from what it is now. react-router's own setter hands a
// functional update the query of the last render: two changes made before the page renders again (a
// filter then the sort, tapped quickly on a slow phone, or done again at once as the page comes to
// life, see app/early-actions.ts) would keep only the second.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** Given a copy of the query as it is now (its own: it may change it), the query to write. */
export type QueryChange = (current: URLSearchParams) => URLSearchParams;

export function useQuery(): [URLSearchParams, (change: QueryChange, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  // The query as last written, or as the address last showed it when that came later (Back, a link).
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: QueryChange, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}

/** A change that sets `key` to `value`, or removes it when `value` is the `fallback` (the default). */
export const setOrDrop =
  (key: string, value: string, fallback: string): QueryChange =>
  (current) => {
    if (value === fallback) current.delete(key);
    else current.set(key, value);
    return current;
  };

/**
 * The address's query, and a way to set one of its keys as a filter or a sort control does: the
 * history entry is replaced and the page stays where it is; a key set to its `fallback` (its
 * default) leaves the address.
 */
export function useQueryKeys(): [URLSearchParams, (key: string, value: string, fallback: string) => void] {
  const [params, updateQuery] = useQuery();
  const setKey = useCallback(
    (key: string, value: string, fallback: string) =>
      updateQuery(setOrDrop(key, value, fallback), { replace: true, preventScrollReset: true }),
    [updateQuery],
  );
  return [params, setKey];
}
