// The home search's state (SPEC 3 'Reservation search state', kept for the tab in reservationAtom)
// and its 'Réserver': 800 ms of searching, then the booking wizard opens with what was typed.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingPrefillAtom, reservationAtom, RESET, useAtom, useSetAtom } from '../../app/state';
import {
  SEARCH_DELAY_MS,
  searchToPrefill,
  WIZARD_SERVICE_OF,
  type HomeSearchService,
  type SearchDataOf,
  type SearchNote,
} from './form';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';

const DATA_KEY = { airport: 'airportData', tours: 'tourData', organized: 'organizedData' } as const;

export function useHomeSearch() {
  const [reservation, setReservation] = useAtom(reservationAtom);
  const setPrefill = useSetAtom(bookingPrefillAtom);
  const navigate = useNavigate();
  const lang = useLang();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A search cut short by a reload or by leaving the page is over: the button must not stay disabled.
  useEffect(() => {
    setReservation((current) => (current.isSearching ? { ...current, isSearching: false } : current));
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [setReservation]);

  const select = useCallback(
    (service: HomeSearchService) =>
      setReservation((current) =>
        current.selectedService === service ? current : { ...current, selectedService: service, lastUpdated: Date.now() },
      ),
    [setReservation],
  );

  const update = useCallback(
    <S extends HomeSearchService>(service: S, patch: Partial<SearchDataOf[S]>) =>
      setReservation((current) => {
        const key = DATA_KEY[service];
        return { ...current, [key]: { ...current[key], ...patch }, lastUpdated: Date.now() };
      }),
    [setReservation],
  );

  const clear = useCallback(() => setReservation(RESET), [setReservation]);

  /** Searches what is typed now; `describe` words what the wizard has no field for. */
  const search = useCallback(
    (describe: (note: SearchNote) => string) => {
      if (timer.current !== null) return;
      const searched = reservation;
      setReservation((current) => ({ ...current, isSearching: true }));
      timer.current = setTimeout(() => {
        timer.current = null;
        setPrefill(searchToPrefill(searched, describe));
        setReservation((current) => ({ ...current, isSearching: false }));
        void navigate(paths.booking(lang, WIZARD_SERVICE_OF[searched.selectedService]));
      }, SEARCH_DELAY_MS);
    },
    [reservation, setReservation, setPrefill, navigate, lang],
  );

  return { reservation, select, update, clear, search };
}
