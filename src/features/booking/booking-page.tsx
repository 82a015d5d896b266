// /{lang}/booking: the public booking wizard (SPEC 2.5, 4, 5). The booking is saved on the device
// with its outbox entry, so it is never lost; the sync engine delivers it to the office.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconWifiOff } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type * as v from 'valibot';
import { bookingPrefillAtom, keptSelectedVehicle, useAtom } from '../../app/state';
import { useSavePublicBooking } from './queries';
import { useAvailableCars, useSettings, useTour } from '../../db/hooks';
import { paths } from '../../domain/paths';
import {
  bookingReference,
  checkStep,
  chooseVehicle,
  draftEstimate,
  draftToBooking,
  draftTourApplies,
  emptyDraft,
  prefillFromQuery,
  startDraft,
  stepSchema,
  STEP_FIELDS,
  type PublicBookingDraft,
  type StepContext,
} from '../../domain/public-booking';
import type { Booking, Car, Settings, Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { BookingSteps, useStepTitles } from './booking-steps';
import { BookingSummary, SummarySections } from './booking-summary';
import { clearDraft, readDraft, writeDraft } from './draft-storage';
import { issueText } from './issue-messages';
import { MaintenanceNotice } from './maintenance-notice';
import { StepComplete } from './step-complete';
import { StepDetails } from './step-details';
import { StepService } from './step-service';
import { localToday } from '../../domain/time';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageHead } from '../../ui/use-head';
import { useMounted } from '../../ui/use-mounted';
import { useOnline } from '../../ui/use-online';
import { Loading } from '../../ui/loading';

interface FormContext {
  step: 1 | 2;
  today: string;
  cars: readonly Car[];
}

const stepContext = (context: FormContext, vehicleId: string): StepContext => ({
  today: context.today,
  capacity: context.cars.find((c) => c.id === vehicleId)?.passengers,
});

// The schema of the step being checked, with today's date and the chosen car's seats.
const resolver: Resolver<PublicBookingDraft, FormContext> = (values, context, options) => {
  const current = context ?? { step: 1, today: localToday(), cars: [] };
  const schema = stepSchema(current.step, stepContext(current, values.vehicleId)) as unknown as v.GenericSchema<PublicBookingDraft>;
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
  values: PublicBookingDraft;
  car: Car | null;
  tour: Tour | null;
  estimate: string | null;
}

// Memoized: the page around it draws again once hydrated, which changes nothing here.
const BookingWizard = memo(function BookingWizard({ settings, fromDevice }: { settings: Settings; fromDevice: boolean }) {
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
  const estimate = draftEstimate(values, { pricePerHour: car?.pricePerHour, tourPrice: tourRecord?.price });

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
  // steps draw again only when what they are given changes. `form.formState` is a new object each
  // time the form's problems change: the messages are then read again.
  const { formState } = form;
  const capacity = car?.passengers;
  const errorOf = useCallback(
    (name: keyof PublicBookingDraft) => issueText(i18n, formState.errors[name]?.message, capacity),
    [formState, capacity, i18n],
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

  const next = async () => {
    const fields = active === 0 ? STEP_FIELDS[1] : STEP_FIELDS[2];
    if (await form.trigger([...fields], { shouldFocus: true })) goTo(active + 1);
  };

  const confirm = async () => {
    const draft: PublicBookingDraft = { ...emptyDraft(), ...form.getValues() };
    for (const step of [1, 2] as const) {
      const issues = Object.entries(checkStep(step, draft, { today, capacity: car?.passengers }));
      if (issues.length > 0) {
        goTo(step - 1);
        for (const [field, issue] of issues) form.setError(field as keyof PublicBookingDraft, { type: 'validate', message: issue });
        return;
      }
    }
    setPending(true);
    setProblem(null);
    try {
      const booking = await save(draftToBooking(draft, estimate ?? '0.00'));
      clearDraft();
      setDone({ booking, values: draft, car, tour, estimate });
      goTo(3);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      setProblem(t`Your booking could not be saved on this device (${detail}). Everything you typed is kept: please try again.`);
    } finally {
      setPending(false);
    }
  };

  const another = () => {
    const fresh = emptyDraft();
    fresh.vehicleId = chooseVehicle((cars ?? []).map((c) => c.id), done?.values.vehicleId ?? '');
    form.reset(fresh);
    setDone(null);
    goTo(0);
  };

  if (!cars) {
    return (
      <Center mih="50vh">
        <Loading color="gold.5" />
      </Center>
    );
  }

  const reference = done ? bookingReference(done.booking.createdAt) : undefined;
  const stepLabel = t`Step ${Math.min(active, 3) + 1} of 4`;

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>
            <Trans>Book Your Ride</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Four short steps. Your booking is kept on this device, even without a connection.</Trans>
          </Text>
        </Stack>

        <BookingSteps active={active} onStepBack={done ? undefined : goTo} />

        <Grid gap={{ base: 'lg', md: 'xl' }} align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {done ? (
              <Stack gap="md">
                <Title order={2} ref={headingRef} tabIndex={-1} className="visually-hidden-focus">
                  {titles[3]}
                </Title>
                <StepComplete booking={done.booking} reference={reference ?? ''} settings={settings} onAnother={another} />
              </Stack>
            ) : (
              <Paper
                component="form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void (active === 2 ? confirm() : next());
                }}
                withBorder
                radius="lg"
                p={{ base: 'md', sm: 'xl' }}
                bg="var(--brand-surface)"
                style={{ borderColor: 'var(--brand-border)' }}
              >
                <Stack gap="lg">
                  <Stack gap={2}>
                    <Text size="sm" c="var(--brand-accent-text)" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                      {stepLabel}
                    </Text>
                    <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                      {titles[active]}
                    </Title>
                  </Stack>

                  {active === 0 && (
                    <StepService form={form} errorOf={errorOf} textField={textField} edited={edited} cars={cars} tour={tour} today={today} />
                  )}
                  {active === 1 && <StepDetails errorOf={errorOf} textField={textField} />}
                  {active === 2 && (
                    <Stack gap="md">
                      <Text c="dimmed">
                        <Trans>Please check your booking. You can change any part before confirming.</Trans>
                      </Text>
                      <SummarySections values={values} car={car} tour={tour} estimate={estimate} onEdit={goTo} />
                      <Text size="sm" c="dimmed">
                        <Trans>Free cancellation up to 24 hours before pickup.</Trans>
                      </Text>
                      {!online && (
                        <Alert variant="light" color="orange" icon={<IconWifiOff size={18} aria-hidden />}>
                          <Trans>You are offline. Your booking will be kept on this device and sent automatically when you are back online.</Trans>
                        </Alert>
                      )}
                    </Stack>
                  )}

                  {problem && (
                    <Alert variant="light" color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" title={t`Not saved`}>
                      {problem}
                    </Alert>
                  )}

                  <Group justify="space-between" gap="sm" mt="xs">
                    {active > 0 ? (
                      <Button
                        type="button"
                        variant="default"
                        size="md"
                        onClick={() => goTo(active - 1)}
                        leftSection={<IconArrowLeft size={18} aria-hidden className={rtl.mirror} />}
                      >
                        <Trans>Back</Trans>
                      </Button>
                    ) : (
                      <span />
                    )}
                    {active < 2 ? (
                      <Button type="submit" size="md" rightSection={<IconArrowRight size={18} aria-hidden className={rtl.mirror} />}>
                        <Trans>Next</Trans>
                      </Button>
                    ) : (
                      <Button type="submit" size="md" loading={pending} disabled={pending} leftSection={<IconCheck size={18} aria-hidden />}>
                        <Trans>Confirm booking</Trans>
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Paper>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {done ? (
              <BookingSummary values={done.values} car={done.car} tour={done.tour} estimate={done.estimate} reference={reference} />
            ) : (
              <BookingSummary values={values} car={car} tour={tour} estimate={estimate} />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
});

function MaintenanceScreen({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  usePageHead();
  useDocumentTitle(t`Online booking is paused`);
  return <MaintenanceNotice settings={settings} />;
}

export function BookingPage() {
  const settings = useSettings();
  const mounted = useMounted();
  // Read once, in the browser: did this tab keep a draft or a chosen car? False on the server.
  const [kept] = useState(() => readDraft() !== null || keptSelectedVehicle() !== null);
  if (settings === undefined)
    return (
      <Center mih="50vh">
        <Loading color="gold.5" />
      </Center>
    );
  if (settings.maintenanceMode) return <MaintenanceScreen settings={settings} />;
  // With nothing kept, the wizard is the server's from the start. With something kept, it first
  // opens as the server drew it (to hydrate that markup), then once more from what the tab kept
  // (a new key starts it again).
  const fromDevice = kept ? mounted : typeof window !== 'undefined';
  return <BookingWizard key={fromDevice && kept ? 'kept' : 'page'} settings={settings} fromDevice={fromDevice} />;
}
