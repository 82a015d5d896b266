// /{lang}/car/{id}: one vehicle (SPEC 2.4 'Vehicle detail'): picture, name, description, rating,
// seats, luggage, features and price, with the small form that opens the booking wizard.
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconCarOff, IconCheck, IconClockHour4, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useCar } from '../../db/hooks';
import { paths } from '../../domain/paths';
import type { Car } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { CarBadges, CarImage, CarRating } from './car-card';
import { CarBookingForm } from './car-booking-form';
import classes from './fleet.module.css';
import { usePageHead } from '../../ui/use-head';
import { useFleetLabels } from './use-fleet-labels';
import { Loading } from '../../ui/loading';
import { useLocalized } from '../../ui/localized';

function BackToFleet() {
  const lang = useLang();
  return (
    <Anchor component={Link} to={paths.fleet(lang)} fw={600} size="sm" c="var(--brand-accent-text)">
      <Group gap={6} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden className={rtl.mirror} />
        <Trans>Back to the fleet</Trans>
      </Group>
    </Anchor>
  );
}

function VehicleNotFound() {
  const lang = useLang();
  usePageHead(null);
  return (
    <Container size="sm" py={{ base: 64, md: 104 }}>
      <div className={classes.empty}>
        <span className={classes.emptyIcon}>
          <IconCarOff size={30} stroke={1.5} aria-hidden />
        </span>
        <Title order={1} size="h2">
          <Trans>Vehicle not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The vehicle you're looking for doesn't exist.</Trans>
        </Text>
        <Button component={Link} to={paths.fleet(lang)} leftSection={<IconArrowLeft size={18} aria-hidden className={rtl.mirror} />}>
          <Trans>Back to the fleet</Trans>
        </Button>
      </div>
    </Container>
  );
}

function Vehicle({ car }: { car: Car }) {
  const labels = useFleetLabels();
  const texts = useLocalized(car);
  const description = texts.text('description');
  usePageHead(car);
  const price = labels.money(car.pricePerHour);

  return (
    <Container size="xl" py={{ base: 24, md: 48 }}>
      <Stack gap="xl">
        <BackToFleet />
        <div className={classes.detailGrid}>
          <Stack gap="xl">
            <Stack gap="sm">
              <Text className={classes.eyebrow}>{labels.category(car.category)}</Text>
              <Title order={1} className={classes.pageTitle}>
                {car.name}
              </Title>
              <Group gap="xs">
                <CarRating car={car} labels={labels} full />
              </Group>
            </Stack>
            <div className={classes.hero}>
              <CarImage car={car} width={800} eager />
              <CarBadges car={car} />
            </div>
            <Text size="lg" dir="auto" style={{ whiteSpace: 'pre-line' }} {...texts.props(description)}>
              {description.value}
            </Text>
            <div className={classes.facts}>
              <div className={classes.fact}>
                <IconUsers size={20} aria-hidden color="var(--brand-accent-text)" />
                <span className={classes.factValue}>{labels.count(car.passengers)}</span>
                <Text size="sm" c="dimmed">
                  <Trans>Passengers</Trans>
                </Text>
              </div>
              <div className={classes.fact}>
                <IconBriefcase size={20} aria-hidden color="var(--brand-accent-text)" />
                <span className={classes.factValue}>{labels.count(car.luggage)}</span>
                <Text size="sm" c="dimmed">
                  <Trans>Luggage</Trans>
                </Text>
              </div>
              <div className={classes.fact}>
                <IconClockHour4 size={20} aria-hidden color="var(--brand-accent-text)" />
                <span className={classes.factValue}>{price}</span>
                <Text size="sm" c="dimmed">
                  <Trans>Per hour</Trans>
                </Text>
              </div>
            </div>
            {car.features.length > 0 && (
              <Stack gap="md">
                <Title order={2} size="h3">
                  <Trans>Features</Trans>
                </Title>
                <ul className={classes.featureList}>
                  {car.features.map((feature) => (
                    <li key={feature} className={classes.featureItem}>
                      <span className={classes.check}>
                        <IconCheck size={15} stroke={2.4} aria-hidden />
                      </span>
                      {labels.feature(feature)}
                    </li>
                  ))}
                </ul>
              </Stack>
            )}
          </Stack>

          <section className={classes.bookingCard} aria-labelledby="book-vehicle">
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={2} size="h4" id="book-vehicle">
                  <Trans>Book this vehicle</Trans>
                </Title>
                <Group gap={6} align="baseline">
                  <span className={classes.bigPrice}>{price}</span>
                  <Text c="dimmed">
                    <Trans>per hour</Trans>
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  <Trans>Professional chauffeur included.</Trans>
                </Text>
              </Stack>
              <CarBookingForm car={car} />
            </Stack>
          </section>
        </div>
      </Stack>
    </Container>
  );
}

export function CarPage() {
  const { id } = useParams();
  const car = useCar(id);
  if (car === undefined) {
    return (
      <Center mih="50vh">
        <Loading color="gold.5" type="dots" />
      </Center>
    );
  }
  if (car === null) return <VehicleNotFound />;
  return <Vehicle car={car} />;
}
