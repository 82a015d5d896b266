// The fleet page's filters live in the address's query: read on every render, written on change
// (a slider's move replaces the history entry; a click adds one, so Back undoes it).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFleetQuery, serializeFleetQuery, type FleetFilters } from '../../domain/fleet-filters';

export type FleetFiltersChange = Partial<FleetFilters> | ((current: FleetFilters) => FleetFilters);

export function useFleetQuery() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFleetQuery(params), [params]);
  const update = useCallback(
    (change: FleetFiltersChange, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = parseFleetQuery(current);
          const next = typeof change === 'function' ? change(now) : { ...now, ...change };
          return serializeFleetQuery(next, current);
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { filters, update };
}
