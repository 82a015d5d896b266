// The booking wizard's state (SPEC 4, 5): the values it opens with, the step shown, the form and its
// checks step by step, the chosen car and tour with the estimate, and the booking saved on confirm.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type * as v from 'valibot';
import { bookingPrefillAtom, keptSelectedVehicle, useAtom } from '../../app/state';
import { useSavePublicBooking, useSaveWithReturn } from './queries';
import type { Extra } from '../../domain/billing-types';
import { bookingExtrasFor, offeredExtras, withExtras } from '../../domain/extras';
import { parseTime } from '../../domain/time';
import { useAvailableCars, useTour } from '../../db/hooks';
import { paths } from '../../domain/paths';
import type { PublicBookingDraft } from '../../domain/public-booking';
import { chooseVehicle, emptyDraft, prefillFromQuery, startDraft } from './draft';
import { draftEstimate, draftToBooking, draftTourApplies } from './draft-booking';
import { checkStep, returnContext, stepSchema, STEP_FIELDS, type StepContext } from './form';
import type { Booking, Car, Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { useStepTitles } from './booking-steps';
import { readDraft, writeDraft, clearDraft } from './draft-storage';
import { issueText } from './issue-messages';
import { localToday } from '../../domain/time';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageHead } from '../../ui/use-head';
import { useOnline } from '../../ui/use-online';
import { useStableHandler } from '../../ui/use-stable-handler';

interface FormContext {
  step: 1 | 2;
  today: string;
  cars: readonly Car[];
}

const stepContext = (context: FormContext, values: PublicBookingDraft): StepContext => {
  const car = context.cars.find((c) => c.id === values.vehicleId);
  return { today: context.today, capacity: car?.passengers, luggageCapacity: car?.luggage, returnTrip: returnContext(values) };
};

// The schema of the step being checked, with today's date and the chosen car's seats.
const resolver: Resolver<PublicBookingDraft, FormContext> = (values, context, options) => {
  const current = context ?? { step: 1, today: localToday(), cars: [] };
  const schema = stepSchema(current.step, stepContext(current, values)) as unknown as v.GenericSchema<PublicBookingDraft>;
  return valibotResolver(schema)(values, context, options);
};

/**
 * The values the wizard opens with (SPEC precedence in startDraft), and the step to show. Without
 * `fromDevice` (the server's markup, and hydrating it when the tab kept something) only the address
 * counts: the tab's draft and chosen car are the browser's.
 */
function useStart(fromDevice: boolean, cars: readonly Car[] | undefined) {
  const { search } = useLocation();
  const [prefill, setPrefill] = useAtom(bookingPrefillAtom);
  const [start] = useState(() => {
    const query = prefillFromQuery(search);
    const saved = fromDevice ? readDraft() : null;
    const handedOver = prefill !== null || Object.keys(query).length > 0;
    const draft = startDraft({
      query,
      prefill,
      selectedVehicleId: fromDevice ? (keptSelectedVehicle()?.vehicleId ?? null) : null,
      saved: saved?.values ?? null,
    });
    // The car shown as chosen is in the first drawing already, the server's too.
    if (cars) draft.vehicleId = chooseVehicle(cars.map((c) => c.id), draft.vehicleId);
    return { draft, step: handedOver ? 0 : (saved?.step ?? 0) };
  });
  // Taken once: a later visit of the wizard starts from the kept draft, not from this hand-over.
  useEffect(() => {
    if (prefill !== null) setPrefill(null);
  }, [prefill, setPrefill]);
  return start;
}

interface Done {
  booking: Booking;
  /** The return trip booked with it. */
  returnBooking: Booking | null;
  values: PublicBookingDraft;
  car: Car | null;
  tour: Tour | null;
  estimate: string | null;
}

export function useBookingWizard(fromDevice: boolean, catalogue: readonly Extra[]) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const { search } = useLocation();
  const online = useOnline();
  const cars = useAvailableCars();
  const start = useStart(fromDevice, cars);
  const [active, setActive] = useState(start.step);
  const [done, setDone] = useState<Done | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSavePublicBooking();
  const saveWithReturn = useSaveWithReturn();
  const today = localToday();

  const titles = useStepTitles();
  usePageHead();
  useDocumentTitle(`${titles[Math.min(active, 3)]} · ${t`Book Your Ride`}`);

  const form = useForm<PublicBookingDraft, FormContext>({
    defaultValues: start.draft,
    // Read again at each render: the step being checked, today, the cars and their seats.
    context: { step: active === 1 ? 2 : 1, today, cars: cars ?? [] },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const watched = useWatch({ control: form.control });
  const values = useMemo(() => ({ ...emptyDraft(), ...watched }) as PublicBookingDraft, [watched]);
  const car = cars?.find((c) => c.id === values.vehicleId) ?? null;
  const tourRecord = useTour(values.tourId || undefined);
  const tour = tourRecord && draftTourApplies(values) ? tourRecord : null;
  const offered = useMemo(() => offeredExtras(catalogue, 'public'), [catalogue]);
  const chosenExtras = useMemo(() => bookingExtrasFor(catalogue, values.extras ?? {}, 'public'), [catalogue, values.extras]);
  // One trip: the ride and its extras; a return trip costs the same again.
  const estimate = withExtras(draftEstimate(values, { pricePerHour: car?.pricePerHour, tourPrice: tourRecord?.price }), chosenExtras);

  // The address's choices are taken: a reload now starts from the kept draft.
  useEffect(() => {
    if (search) void navigate(paths.booking(lang), { replace: true });
  }, [search, navigate, lang]);

  // The list of cars changed (or came after the first drawing) and the chosen one cannot be booked:
  // SPEC's default, the second car.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!cars) return;
    const current = getValues('vehicleId');
    const chosen = chooseVehicle(cars.map((c) => c.id), current);
    if (chosen !== current) setValue('vehicleId', chosen);
  }, [cars, getValues, setValue]);

  // A tour that no longer exists prices nothing.
  useEffect(() => {
    if (values.tourId && tourRecord === null) setValue('tourId', '');
  }, [values.tourId, tourRecord, setValue]);

  // Keep the draft for this tab while the visitor types (not the server's start: the tab's own
  // draft must still be there when the wizard opens again from it).
  useEffect(() => {
    if (!done && fromDevice) writeDraft(watched as Partial<PublicBookingDraft>, active);
  }, [watched, active, done, fromDevice]);

  const goTo = useCallback((step: number) => {
    setActive(step);
    setProblem(null);
    requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    });
  }, []);

  // The steps are memoized: a keystroke changes the watched values, which the summary shows, and the
  // steps draw again only when what they are given changes. The form keeps one `errors` object and
  // changes it in place, and its state is a new object at every change (the form's own 'ready' just
  // after hydration too): the messages are read again when the problems themselves change.
  const { errors } = form.formState;
  const problems = Object.entries(errors).map(([name, issue]) => `${name}:${issue?.message ?? issue?.type ?? ''}`).join('\n');
  const seats = car?.passengers;
  const bags = car?.luggage;
  const errorOf = useCallback(
    (name: keyof PublicBookingDraft) => issueText(i18n, errors[name]?.message as string | undefined, { seats, bags }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `problems` is what changes in `errors`
    [problems, seats, bags, i18n],
  );
  const edited = useCallback(
    (name: keyof PublicBookingDraft) => {
      if (form.formState.errors[name]) form.clearErrors(name);
    },
    [form],
  );
  const textField = useCallback(
    (name: keyof PublicBookingDraft) =>
      form.register(name, {
        onChange: () => edited(name),
        onBlur: () => {
          if (String(form.getValues(name)).trim()) void form.trigger(name);
        },
      }),
    [form, edited],
  );

  const next = useStableHandler(async () => {
    const fields = active === 0 ? STEP_FIELDS[1] : STEP_FIELDS[2];
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(active + 1);
  });

  const confirm = useStableHandler(async () => {
    const draft: PublicBookingDraft = { ...emptyDraft(), ...form.getValues() };
    for (const step of [1, 2] as const) {
      const issues = Object.entries(checkStep(step, draft, { today, capacity: car?.passengers, luggageCapacity: car?.luggage, returnTrip: returnContext(draft) }));
      if (issues.length > 0) {
        goTo(step - 1);
        for (const [field, issue] of issues) form.setError(field as keyof PublicBookingDraft, { type: 'validate', message: issue });
        return;
      }
    }
    setPending(true);
    setProblem(null);
    try {
      // The client's messages are written in the language they booked in.
      const input = { ...draftToBooking(draft, estimate ?? '0.00', chosenExtras), lang };
      const back = { pickupDate: draft.returnDate, pickupTime: parseTime(draft.returnTime) ?? draft.returnTime };
      const { booking, returnBooking } = draft.returnTrip ? await saveWithReturn(input, back) : { booking: await save(input), returnBooking: null };
      clearDraft();
      setDone({ booking, returnBooking, values: draft, car, tour, estimate });
      goTo(3);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      setProblem(t`Your booking could not be saved on this device (${detail}). Everything you typed is kept: please try again.`);
    } finally {
      setPending(false);
    }
  });

  const another = useStableHandler(() => {
    const fresh = emptyDraft();
    fresh.vehicleId = chooseVehicle((cars ?? []).map((c) => c.id), done?.values.vehicleId ?? '');
    form.reset(fresh);
    setDone(null);
    goTo(0);
  });

  return {
    online,
    cars,
    active,
    done,
    pending,
    problem,
    headingRef,
    today,
    titles,
    form,
    values,
    car,
    tour,
    estimate,
    offered,
    chosenExtras,
    goTo,
    errorOf,
    edited,
    textField,
    next,
    confirm,
    another,
  };
}
