// The home page's pricing calculator (SPEC 2.4, 5; DESIGN 'Decisions'): a vehicle class, a route
// between two bundled places (or a distance typed in km) and the passengers give a price broken down
// line by line, from the tariffs in the settings. 'Book now' carries the trip into the wizard.
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Box, Button, Container, Group, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconArrowsExchange, IconBus, IconCamper, IconCar, IconCarSuv, IconRoute, IconRuler, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { bookingPrefillAtom, useSetAtom } from '../../app/state';
import { useAvailableCars, useSettings } from '../../db/hooks';
import { paths } from '../../domain/paths';
import { placeById, placeName } from '../../domain/places';
import {
  checkPassengers,
  FLEET_CATEGORY_OF,
  isVehicleClass,
  parseCents,
  parseDistanceKm,
  quote,
  routeDistance,
  VEHICLE_CAPACITY,
  type PriceBreakdown,
} from '../../domain/pricing';
import { PASSENGERS_MAX } from '../../domain/booking-limits';
import { VEHICLE_CLASSES, type Tariff, type VehicleClass } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { PlaceSelect } from './place-select';
import classes from './pricing.module.css';
import { usePricingLabels } from './use-pricing-labels';
import { UntilLive } from '../../ui/until-live';

const CLASS_ICONS: Record<VehicleClass, typeof IconCar> = { sedan: IconCar, suv: IconCarSuv, van: IconCamper, coach: IconBus };

type RouteMode = 'places' | 'km';

function Breakdown({ breakdown, tariff }: { breakdown: PriceBreakdown; tariff: Tariff }) {
  const labels = usePricingLabels();
  const { t } = useLingui();
  const perKm = labels.money(parseCents(tariff.perKm) ?? 0);
  const perPassenger = labels.money(parseCents(tariff.perPassenger) ?? 0);
  const distance = labels.km(breakdown.distanceKm);
  const extra = breakdown.passengerCents > 0;
  const lines = [
    { label: t`Base price`, detail: null, cents: breakdown.baseCents },
    { label: t`Distance`, detail: t`${distance} km × ${perKm}/km`, cents: breakdown.distanceCents },
    {
      label: t`Passenger surcharge`,
      detail: extra ? t`${perPassenger} per passenger after the first` : null,
      cents: breakdown.passengerCents,
    },
    { label: t`Service fee`, detail: `${breakdown.serviceFeePercent} %`, cents: breakdown.serviceFeeCents },
  ];
  return (
    <dl className={classes.lines}>
      {lines.map((line) => (
        <div key={line.label} className={classes.line}>
          <dt>
            <span className={classes.lineLabel}>{line.label}</span>
            {line.detail && (
              <span className={classes.lineDetail}>
                <bdi>{line.detail}</bdi>
              </span>
            )}
          </dt>
          <dd className={classes.lineValue}>
            <bdi>{labels.money(line.cents)}</bdi>
          </dd>
        </div>
      ))}
      <div className={`${classes.line} ${classes.totalLine}`}>
        <dt className={classes.totalLabel}>
          <Trans>Total price</Trans>
        </dt>
        <dd className={classes.totalValue} aria-live="polite">
          <bdi>{labels.money(breakdown.totalCents)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/** One of the two ways to give the route: an icon and its words. */
function RouteChoice({ icon: Icon, label }: { icon: typeof IconRoute; label: string }) {
  return (
    <Group gap={6} justify="center" wrap="nowrap">
      <Icon size={16} aria-hidden />
      <span>{label}</span>
    </Group>
  );
}

export function PricingSection() {
  const { t } = useLingui();
  const lang = useLang();
  const labels = usePricingLabels();
  const settings = useSettings();
  const cars = useAvailableCars();
  const setPrefill = useSetAtom(bookingPrefillAtom);

  const [vehicleClass, setVehicleClass] = useState<VehicleClass>('sedan');
  const [mode, setMode] = useState<RouteMode>('places');
  const [fromId, setFromId] = useState<string | null>(null);
  const [toId, setToId] = useState<string | null>(null);
  const [typedKm, setTypedKm] = useState('');
  const [passengersText, setPassengersText] = useState('1');

  const tariff = settings?.tariffs[vehicleClass];
  const passengers = passengersText.trim() === '' ? NaN : Number(passengersText);
  const passengerIssue = passengersText.trim() === '' ? null : checkPassengers(vehicleClass, passengers);

  let distanceKm: number | null = null;
  let routeError: string | undefined;
  let kmError: string | undefined;
  if (mode === 'places') {
    if (fromId && toId) {
      const route = routeDistance(fromId, toId);
      if (route.ok) distanceKm = route.km;
      else routeError = labels.routeIssues[route.issue];
    }
  } else if (typedKm.trim() !== '') {
    distanceKm = parseDistanceKm(typedKm);
    if (distanceKm === null) kmError = labels.distanceInvalid;
  }

  const result = distanceKm !== null && !Number.isNaN(passengers) ? quote({ vehicleClass, tariff, distanceKm, passengers }) : null;
  const from = mode === 'places' ? placeById(fromId) : undefined;
  const to = mode === 'places' ? placeById(toId) : undefined;
  const airport = from?.kind === 'airport' || to?.kind === 'airport';
  const category = FLEET_CATEGORY_OF[vehicleClass];
  const car = category ? cars?.find((c) => c.category === category) : undefined;

  const bookNow = () => {
    setPrefill({
      ...(airport ? { serviceType: 'airport' as const } : {}),
      ...(from ? { pickupLocation: placeName(from, lang) } : {}),
      ...(to ? { dropoffLocation: placeName(to, lang) } : {}),
      ...(car ? { vehicleId: car.id } : {}),
      ...(Number.isInteger(passengers) && passengers >= 1 && passengers <= PASSENGERS_MAX ? { passengers } : {}),
    });
  };

  return (
    <Box component="section" className={classes.section} aria-labelledby="pricing-title">
      <Container size="xl">
        <Stack gap="sm" align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, md: 48 }}>
          <Text className={classes.eyebrow}>
            <Trans>Pricing</Trans>
          </Text>
          <Title id="pricing-title" order={2} className={classes.sectionTitle}>
            <Trans>Know your fare before you travel</Trans>
          </Title>
          <Text c="dimmed" size="lg">
            <Trans>Choose a vehicle and your route: the price is worked out at once, with nothing hidden.</Trans>
          </Text>
        </Stack>

        <div className={classes.grid}>
          <div className={classes.panel}>
            <UntilLive>
              <Stack gap="xl">
                <Radio.Group
                  value={vehicleClass}
                  onChange={(value) => isVehicleClass(value) && setVehicleClass(value)}
                  name="vehicleClass"
                  label={<span className={classes.groupLabel}>{t`Vehicle class`}</span>}
                >
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
                    {VEHICLE_CLASSES.map((value) => {
                      const Icon = CLASS_ICONS[value];
                      const capacity = VEHICLE_CAPACITY[value];
                      const base = settings?.tariffs[value].baseFare;
                      const baseCents = base ? parseCents(base) : null;
                      const fromPrice = baseCents === null ? '' : labels.money(baseCents);
                      return (
                        <Radio.Card key={value} value={value} radius="lg" p="md" className={classes.choice}>
                          <Group wrap="nowrap" align="flex-start" gap="sm">
                            <ThemeIcon size={44} radius="xl" variant="light" color="gold">
                              <Icon size={24} stroke={1.6} aria-hidden />
                            </ThemeIcon>
                            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                              <Group justify="space-between" wrap="nowrap" gap="xs">
                                <Text fw={600}>{labels.classes[value].title}</Text>
                                <Radio.Indicator />
                              </Group>
                              <Text size="sm" c="dimmed">
                                {labels.classes[value].description}
                              </Text>
                              <Group gap="md" mt={4} style={{ rowGap: 2 }}>
                                <Group gap={4} wrap="nowrap">
                                  <IconUsers size={16} aria-hidden />
                                  <Text size="sm">
                                    <Trans>up to {capacity}</Trans>
                                  </Text>
                                </Group>
                                {fromPrice && (
                                  <Text size="sm" c="dimmed">
                                    <Trans>from {fromPrice}</Trans>
                                  </Text>
                                )}
                              </Group>
                            </Stack>
                          </Group>
                        </Radio.Card>
                      );
                    })}
                  </SimpleGrid>
                </Radio.Group>

                <Stack gap="sm">
                  <Text id="pricing-route-label" className={classes.groupLabel}>
                    <Trans>Your route</Trans>
                  </Text>
                  <SegmentedControl
                    aria-labelledby="pricing-route-label"
                    value={mode}
                    onChange={(value) => setMode(value === 'km' ? 'km' : 'places')}
                    fullWidth
                    radius="xl"
                    data={[
                      { value: 'places', label: <RouteChoice icon={IconRoute} label={t`Between two places`} /> },
                      { value: 'km', label: <RouteChoice icon={IconRuler} label={t`Distance in km`} /> },
                    ]}
                  />
                  {mode === 'places' ? (
                    <div className={classes.route}>
                      <PlaceSelect
                        label={t`From`}
                        placeholder={t`Airport, station, landmark…`}
                        nothingFound={t`No place found`}
                        value={fromId}
                        onChange={setFromId}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        radius="xl"
                        className={classes.swap}
                        aria-label={t`Swap pickup and destination`}
                        onClick={() => {
                          setFromId(toId);
                          setToId(fromId);
                        }}
                      >
                        <IconArrowsExchange size={20} aria-hidden />
                      </ActionIcon>
                      <PlaceSelect
                        label={t`To`}
                        placeholder={t`Airport, station, landmark…`}
                        nothingFound={t`No place found`}
                        value={toId}
                        onChange={setToId}
                        error={routeError}
                      />
                    </div>
                  ) : (
                    <TextInput
                      label={t`Distance (km)`}
                      description={t`The length of the trip by road, e.g. 35 or 12.5`}
                      inputMode="decimal"
                      size="md"
                      value={typedKm}
                      onChange={(event) => setTypedKm(event.currentTarget.value)}
                      error={kmError}
                      rightSection={<Text size="sm" c="dimmed">km</Text>}
                      maw={360}
                    />
                  )}
                </Stack>

                <TextInput
                  type="number"
                  label={t`Passengers`}
                  min={1}
                  step={1}
                  inputMode="numeric"
                  size="md"
                  maw={220}
                  value={passengersText}
                  onChange={(event) => setPassengersText(event.currentTarget.value)}
                  error={passengerIssue ? labels.passengerIssue(passengerIssue, VEHICLE_CAPACITY[vehicleClass]) : undefined}
                  leftSection={<IconUsers size={18} aria-hidden />}
                />
              </Stack>
            </UntilLive>
          </div>

          <aside className={classes.ticket} aria-labelledby="pricing-estimate-title">
            <Text className={classes.ticketEyebrow}>{labels.classes[vehicleClass].title}</Text>
            <Title id="pricing-estimate-title" order={3} className={classes.ticketTitle}>
              <Trans>Your estimate</Trans>
            </Title>
            {from && to && result?.ok && (
              <Text size="sm" className={classes.ticketRoute}>
                <bdi>{placeName(from, lang)}</bdi> <IconArrowRight size={14} aria-hidden className={rtl.mirror} /> <bdi>{placeName(to, lang)}</bdi>
              </Text>
            )}
            {result?.ok && tariff ? (
              <Breakdown breakdown={result.breakdown} tariff={tariff} />
            ) : result && !result.ok && result.issue === 'tariffInvalid' ? (
              <Alert variant="light" color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} mt="md">
                <Trans>Online prices for this vehicle are not available at the moment. Please contact us for a quote.</Trans>
              </Alert>
            ) : result && !result.ok ? (
              <Text className={classes.ticketHint}>
                <Trans>Choose a larger vehicle or fewer passengers to see the price.</Trans>
              </Text>
            ) : (
              <Text className={classes.ticketHint}>
                <Trans>Choose your route and the number of passengers to see the price, line by line.</Trans>
              </Text>
            )}
            <Text size="xs" className={classes.ticketNote}>
              <Trans>Estimate including taxes. The final price is confirmed with your booking.</Trans>
            </Text>
            <Button
              component={Link}
              to={paths.booking(lang, airport ? 'airport' : undefined)}
              onClick={bookNow}
              size="md"
              fullWidth
              color="gold.3"
              rightSection={<IconArrowRight size={18} aria-hidden className={rtl.mirror} />}
            >
              <Trans>Book now</Trans>
            </Button>
          </aside>
        </div>
      </Container>
    </Box>
  );
}
