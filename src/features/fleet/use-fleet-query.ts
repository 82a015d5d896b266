// The fleet page's filters live in the address's query: read on every render, written on change
// (a slider's move replaces the history entry; a click adds one, so Back undoes it).
import { useCallback, useMemo } from 'react';
import { parseFleetQuery, serializeFleetQuery, type FleetFilters } from './filters';
import { useQuery } from '../../ui/use-query';

export type FleetFiltersChange = Partial<FleetFilters> | ((current: FleetFilters) => FleetFilters);

export function useFleetQuery() {
  const [params, updateQuery] = useQuery();
  const filters = useMemo(() => parseFleetQuery(params), [params]);
  const update = useCallback(
    (change: FleetFiltersChange, { replace = false }: { replace?: boolean } = {}) => {
      updateQuery(
        (current) => {
          const now = parseFleetQuery(current);
          const next = typeof change === 'function' ? change(now) : { ...now, ...change };
          return serializeFleetQuery(next, current);
        },
        { replace, preventScrollReset: true },
      );
    },
    [updateQuery],
  );
  return { filters, update };
}
