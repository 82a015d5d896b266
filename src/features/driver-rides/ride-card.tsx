// One ride of the driver's day: when, who, from where to where, what to know (flight, people, bags,
// car, remarks), its state, the one-tap links and the next steps.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandGoogleMaps,
  IconBrandWhatsapp,
  IconCar,
  IconFileText,
  IconFlag,
  IconLuggage,
  IconMapPin,
  IconNavigation,
  IconPhone,
  IconPlane,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { geoLink, googleMapsLink, telLink, whatsappLink } from './links';
import type { MyRide } from './queries';
import { isOver } from './ride-days';
import classes from './rides.module.css';
import { StepButtons } from './step-buttons';
import { RideWhatsApp } from './ride-whatsapp';
import { useRideWords, type RideBadgeState } from './use-ride-words';
import { WaitingTime } from './waiting-time';
import type { StepExtra, StepKind } from './use-steps';
import { localizedText } from '../../domain/content-lang';

// The one-tap buttons: the icon over a short word, so that three fit a phone's width.
const tap = { root: classes.tap, label: classes.tapLabel };

const TONE: Record<RideBadgeState, keyof typeof classes> = {
  unassigned: 'muted',
  assigned: 'info',
  accepted: 'strong',
  declined: 'danger',
  en_route: 'active',
  on_location: 'active',
  on_board: 'active',
  done: 'positive',
  no_show: 'danger',
  cancelled_client: 'muted',
  cancelled_late: 'muted',
  cancelled_operator: 'muted',
  cancelled: 'muted',
};

/** What the badge shows: the ride's state, or 'cancelled' for a booking the office cancelled. */
export function badgeStateOf(ride: Pick<MyRide, 'state' | 'booking'>): RideBadgeState {
  return ride.booking.status === 'cancelled' && !ride.state.startsWith('cancelled') ? 'cancelled' : ride.state;
}

export function RideStateBadge({ state }: { state: RideBadgeState }) {
  const words = useRideWords();
  return <span className={`${classes.badge} ${classes[TONE[state]]}`}>{words.state(state)}</span>;
}

function Place({ icon, label, children, navigate }: { icon: ReactNode; label: string; children: ReactNode; navigate?: ReactNode }) {
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <Box style={{ flexShrink: 0, display: 'flex' }} c="var(--brand-accent-text)">
        {icon}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <div className={classes.label}>{label}</div>
        <div className={classes.address}>{children}</div>
      </Box>
      {navigate}
    </Group>
  );
}

/** The phone's maps app (geo:) and Google Maps, each a 48 px button, to an address. */
function NavigateLinks({ address, geoName, googleName }: { address: string; geoName: string; googleName: string }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <ActionIcon component="a" href={geoLink(address)} variant="default" size={48} radius="xl" aria-label={geoName} title={geoName}>
        <IconNavigation size={22} aria-hidden />
      </ActionIcon>
      <ActionIcon
        component="a"
        href={googleMapsLink(address)}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        size={48}
        radius="xl"
        aria-label={googleName}
        title={googleName}
      >
        <IconBrandGoogleMaps size={22} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <Box style={{ flexShrink: 0, display: 'flex' }} c="dimmed">
        {icon}
      </Box>
      <Text size="md" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export interface RideCardProps {
  ride: MyRide;
  busy: boolean;
  onStep: (ride: MyRide, kind: StepKind, extra?: StepExtra) => void;
}

export function RideCard({ ride, busy, onStep }: RideCardProps) {
  const { t } = useLingui();
  const lang = useLang();
  const words = useRideWords();
  const { booking, car, tour, remarks } = ride;
  const name = `${booking.firstName} ${booking.lastName}`.trim();
  const tel = telLink(booking.phone);
  const whatsapp = whatsappLink(booking.phone);
  const headingId = `ride-${booking.id}`;
  const pickup = booking.pickupLocation;
  const dropoff = booking.dropoffLocation?.trim();
  const destination = dropoff ? (
    <bdi>{dropoff}</bdi>
  ) : tour ? (
    <bdi>{localizedText(tour, 'title', lang)}</bdi>
  ) : booking.vatKind === 'hourly' ? (
    booking.hours ? t`At disposal, ${booking.hours} h` : t`At disposal`
  ) : (
    t`Not given`
  );

  return (
    <article className={`${classes.card} ${isOver(ride) ? classes.over : ''}`} aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Box miw={0}>
            <span className={classes.time}>{booking.pickupTime}</span>
            <h3 className={classes.name} id={headingId} style={{ margin: '6px 0 0' }}>
              <bdi>{name}</bdi>
            </h3>
          </Box>
          <RideStateBadge state={badgeStateOf(ride)} />
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {words.service(booking.serviceType)}
        </Text>

        <Place icon={<IconMapPin size={20} aria-hidden />} label={t`Pickup`} navigate={<NavigateLinks address={pickup} geoName={t`Navigate to the pickup`} googleName={t`Pickup in Google Maps`} />}>
          <bdi>{pickup}</bdi>
        </Place>
        <Place
          icon={<IconFlag size={20} aria-hidden />}
          label={t`Destination`}
          navigate={dropoff ? <NavigateLinks address={dropoff} geoName={t`Navigate to the destination`} googleName={t`Destination in Google Maps`} /> : undefined}
        >
          {destination}
        </Place>

        <Stack gap={6}>
          {booking.flightTrainNumber && (
            <Fact icon={<IconPlane size={20} aria-hidden />}>
              {t`Flight or train`}{' '}
              <Text span fw={700} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                {booking.flightTrainNumber}
              </Text>
            </Fact>
          )}
          <Fact icon={<IconUsers size={20} aria-hidden />}>
            {t`${plural(booking.passengers, { one: '# passenger', other: '# passengers' })}`}
          </Fact>
          <Fact icon={<IconLuggage size={20} aria-hidden />}>{t`${plural(booking.luggage, { one: '# bag', other: '# bags' })}`}</Fact>
          <Fact icon={<IconCar size={20} aria-hidden />}>
            {car ? (
              <>
                <bdi>{car.name}</bdi>
                {car.plate && (
                  <>
                    {' · '}
                    <Text span fw={700} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                      {car.plate}
                    </Text>
                  </>
                )}
              </>
            ) : (
              t`No vehicle assigned yet`
            )}
          </Fact>
        </Stack>

        {(remarks.length > 0 || booking.specialRequests) && (
          <Stack gap={6}>
            <div className={classes.label}>{t`Remarks`}</div>
            {remarks.map((remark) => (
              <div key={remark.id} className={classes.remark}>
                <bdi>{remark.text}</bdi>
              </div>
            ))}
            {booking.specialRequests && (
              <div className={classes.remark}>
                {t`Client's request:`} <bdi>{booking.specialRequests}</bdi>
              </div>
            )}
          </Stack>
        )}

        <SimpleGrid cols={3} spacing="xs">
          {tel && (
            <Button component="a" href={tel} variant="default" classNames={tap} aria-label={t`Call ${name}`}>
              <IconPhone size={22} aria-hidden />
              {t`Call`}
            </Button>
          )}
          {whatsapp && (
            <Button
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              classNames={tap}
              aria-label={t`WhatsApp ${name}`}
            >
              <IconBrandWhatsapp size={22} aria-hidden />
              WhatsApp
            </Button>
          )}
          <Button
            component={Link}
            to={paths.admin.bookingOrder(lang, booking.id)}
            variant="default"
            classNames={tap}
            aria-label={t`Order form of ${name}`}
          >
            <IconFileText size={22} aria-hidden />
            {t`Order`}
          </Button>
        </SimpleGrid>
        <RideWhatsApp ride={ride} />

        {(ride.state === 'on_location' || ride.state === 'on_board' || ride.state === 'done') && <WaitingTime booking={booking} />}

        <StepButtons ride={ride} busy={busy} onStep={(kind, extra) => onStep(ride, kind, extra)} />
      </Stack>
    </article>
  );
}
