// /{lang}/tour/{id}: one tour (SPEC 2.4 'Tour detail'): hero, overview, what's included, the
// itinerary, and a side card whose 'Book This Tour' opens the booking wizard with this tour.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBolt,
  IconCamera,
  IconCar,
  IconCircleCheck,
  IconClockHour4,
  IconDeviceMobile,
  IconMapSearch,
  IconStarFilled,
  IconTicket,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useTour } from '../../db/hooks';
import { paths } from '../../domain/paths';
import type { Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { ScreenMessage } from './screen-message';
import { TourPicture } from './tour-card';
import classes from './tours.module.css';
import { usePageHead } from '../../ui/use-head';
import { useTourLabels } from './use-tour-labels';

function Hero({ tour }: { tour: Tour }) {
  const lang = useLang();
  const labels = useTourLabels();
  return (
    <section className={classes.hero} aria-labelledby="tour-title">
      <TourPicture image={tour.image} className={classes.heroImage} eager />
      <div className={classes.heroShade} />
      <Container size="xl" className={classes.heroContent}>
        <Stack gap="md">
          <Anchor component={Link} to={paths.tours(lang)} className={classes.backLink}>
            <Group gap={6} component="span">
              <IconArrowLeft size={16} aria-hidden className={rtl.mirror} />
              <Trans>Back to Tours</Trans>
            </Group>
          </Anchor>
          <Group gap="xs">
            <Badge variant="outline" color="gold.3" c="#e0c48a" radius="sm">
              {labels.category(tour.category)}
            </Badge>
            {tour.featured && (
              <Badge color="gold.4" c="#0b1426" radius="sm">
                <Trans>Best Seller</Trans>
              </Badge>
            )}
          </Group>
          <Title order={1} id="tour-title" className={classes.heroTitle}>
            <bdi>{tour.title}</bdi>
          </Title>
          <div className={classes.heroMeta}>
            <span className={classes.metaItem}>
              <IconStarFilled size={16} className={classes.star} aria-hidden />
              <Text span fw={700}>
                {labels.rating(tour.rating)}
              </Text>
              <span>({labels.reviews(tour.reviewCount)})</span>
            </span>
            <span className={classes.metaItem}>
              <IconClockHour4 size={18} aria-hidden />
              <bdi>{labels.duration(tour.duration)}</bdi>
            </span>
            {tour.maxParticipants != null && (
              <span className={classes.metaItem}>
                <IconUsers size={18} aria-hidden />
                {labels.upTo(tour.maxParticipants)}
              </span>
            )}
            <span className={classes.metaItem}>
              <span className={classes.heroPrice}>
                <bdi>{labels.price(tour.price)}</bdi>
              </span>
              <Trans>per person</Trans>
            </span>
          </div>
        </Stack>
      </Container>
    </section>
  );
}

function Included() {
  const { t } = useLingui();
  const items = [
    { icon: IconUserStar, text: t`Professional guide` },
    { icon: IconCar, text: t`Transportation` },
    { icon: IconTicket, text: t`Entry fees` },
    { icon: IconUsersGroup, text: t`Small group` },
    { icon: IconCamera, text: t`Photo opportunities` },
    { icon: IconMapSearch, text: t`Local insights` },
  ];
  return (
    <section aria-labelledby="tour-included">
      <Title order={2} id="tour-included" className={classes.subTitle}>
        <Trans>What's included</Trans>
      </Title>
      <ul className={classes.included}>
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className={classes.includedItem}>
            <span className={classes.tick}>
              <Icon size={20} stroke={1.6} aria-hidden />
            </span>
            <Text>{text}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Itinerary() {
  const { t } = useLingui();
  const steps = [
    { title: t`Departure & Introduction`, text: t`Your chauffeur-guide meets you at your hotel and presents the day ahead on the way.` },
    { title: t`Main Attractions`, text: t`Visit the highlights with time to take everything in, at your own pace.` },
    { title: t`Cultural Experience`, text: t`Local history, stories and flavours, shared by a guide who knows the place.` },
    { title: t`Return & Conclusion`, text: t`A relaxed drive back to your hotel, with time for your questions and a last look at the sights.` },
  ];
  return (
    <section aria-labelledby="tour-itinerary">
      <Title order={2} id="tour-itinerary" className={classes.subTitle}>
        <Trans>Itinerary</Trans>
      </Title>
      <ol className={classes.itinerary}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <div>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {step.text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SideCard({ tour }: { tour: Tour }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useTourLabels();
  const service = tour.category === 'shared' ? 'shared' : 'tours';
  const facts = [
    { term: t`Duration`, value: labels.duration(tour.duration) },
    { term: t`Group size`, value: tour.maxParticipants != null ? labels.upTo(tour.maxParticipants) : t`On request` },
    { term: t`Category`, value: labels.category(tour.category) },
  ];
  return (
    <aside className={classes.sideCard} aria-label={t`Booking`}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            <Trans>Price per person</Trans>
          </Text>
          <Text className={classes.price} fz={34}>
            <bdi>{labels.price(tour.price)}</bdi>
          </Text>
        </div>
        <dl className={classes.facts}>
          {facts.map((fact) => (
            <div key={fact.term} className={classes.fact}>
              <dt>{fact.term}</dt>
              <dd>
                <bdi>{fact.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <Button component={Link} to={paths.booking(lang, service, { tour: tour.id })} size="lg" fullWidth color="gold.4" c="#0b1426">
          <Trans>Book This Tour</Trans>
        </Button>
        <ul className={classes.assurances}>
          <li className={classes.assurance}>
            <IconCircleCheck size={18} className={classes.assuranceIcon} aria-hidden />
            <Trans>Free cancellation up to 24h</Trans>
          </li>
          <li className={classes.assurance}>
            <IconBolt size={18} className={classes.assuranceIcon} aria-hidden />
            <Trans>Instant confirmation</Trans>
          </li>
          <li className={classes.assurance}>
            <IconDeviceMobile size={18} className={classes.assuranceIcon} aria-hidden />
            <Trans>Mobile ticket accepted</Trans>
          </li>
        </ul>
      </Stack>
    </aside>
  );
}

export function TourPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { id } = useParams();
  const tour = useTour(id);
  usePageHead(tour);

  if (tour === undefined) return <ScreenMessage loading />;
  if (tour === null) {
    return (
      <ScreenMessage title={t`Tour not found`} text={t`This tour does not exist or is no longer offered.`}>
        <Button component={Link} to={paths.tours(lang)} variant="outline" leftSection={<IconArrowLeft size={18} aria-hidden className={rtl.mirror} />}>
          <Trans>Back to Tours</Trans>
        </Button>
      </ScreenMessage>
    );
  }

  return (
    <>
      <Hero tour={tour} />
      <Container size="xl" className={classes.detailBody}>
        <Grid gap={{ base: 40, md: 56 }} align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={56}>
              <section aria-labelledby="tour-overview">
                <Title order={2} id="tour-overview" className={classes.subTitle}>
                  <Trans>Overview</Trans>
                </Title>
                {/* Staff write in any language: the paragraph follows its own text's direction. */}
                <Text className={classes.overview} dir="auto">
                  {tour.description}
                </Text>
              </section>
              <Included />
              <Itinerary />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} className={classes.sticky}>
            <SideCard tour={tour} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
