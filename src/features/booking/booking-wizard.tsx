// The booking wizard as the visitor sees it: the title, the four steps across the top, the current
// step's form (or the booking made), and the summary beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck, IconWifiOff } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { bookingReference } from '../../domain/booking-reference';
import { extrasOf } from '../../domain/billing-defaults';
import type { Extra } from '../../domain/billing-types';
import type { Settings } from '../../domain/types';
import rtl from '../../ui/rtl.module.css';
import { BookingSteps } from './booking-steps';
import { BookingSummary, SummarySections } from './booking-summary';
import { ReturnDone, StepComplete } from './step-complete';
import { StepDetails } from './step-details';
import { StepExtras } from './step-extras';
import { StepService } from './step-service';
import { Loading } from '../../ui/loading';
import { useBookingWizard } from './use-booking-wizard';

type Wizard = ReturnType<typeof useBookingWizard>;

// Memoized: the page around it draws again once hydrated, which changes nothing here.
export const BookingWizard = memo(function BookingWizard({ settings, fromDevice }: { settings: Settings; fromDevice: boolean }) {
  const catalogue = useMemo(() => extrasOf(settings), [settings]);
  const wizard = useBookingWizard(fromDevice, catalogue);
  return <WizardView {...wizard} settings={settings} catalogue={catalogue} />;
});

/*
 * Memoized apart from the form's hook, every prop of which keeps its identity until what it says
 * changes: the form sets its own state once as it mounts (react-hook-form's 'ready', in a layout
 * effect: at once, in the task that brings the page to life), which changes nothing drawn here. Drawn
 * again for it, the wizard's grid would hand its columns a new context, and React would then bring
 * the fields kept apart (HydrateApart, in the steps) to life in that same task.
 */
const WizardView = memo(function WizardView(wizard: Wizard & { settings: Settings; catalogue: readonly Extra[] }) {
  const { settings, catalogue, online, cars, active, done, pending, problem, headingRef, titles, form, values, car, tour, estimate, offered, chosenExtras, goTo, errorOf, edited, textField, next, confirm, another } =
    wizard;
  const { t } = useLingui();

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
                {done.returnBooking && <ReturnDone booking={done.returnBooking} settings={settings} />}
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
                    <>
                      <StepService form={form} errorOf={errorOf} textField={textField} edited={edited} cars={cars} tour={tour} />
                      <StepExtras form={form} errorOf={errorOf} textField={textField} edited={edited} extras={offered} />
                    </>
                  )}
                  {active === 1 && <StepDetails errorOf={errorOf} textField={textField} />}
                  {active === 2 && (
                    <Stack gap="md">
                      <Text c="dimmed">
                        <Trans>Please check your booking. You can change any part before confirming.</Trans>
                      </Text>
                      <SummarySections values={values} car={car} tour={tour} estimate={estimate} extras={chosenExtras} catalogue={catalogue} onEdit={goTo} />
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
              <BookingSummary values={done.values} car={done.car} tour={done.tour} estimate={done.estimate} extras={done.booking.extras} catalogue={catalogue} reference={reference} />
            ) : (
              <BookingSummary values={values} car={car} tour={tour} estimate={estimate} extras={chosenExtras} catalogue={catalogue} />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
});
