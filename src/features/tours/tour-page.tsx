// /{lang}/tour/{id}: one tour (SPEC 2.4 'Tour detail'): hero, overview, what's included, the
// itinerary, and a side card whose 'Book This Tour' opens the booking wizard with this tour.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBolt, IconCircleCheck, IconClockHour4, IconDeviceMobile, IconStarFilled, IconUsers } from '@tabler/icons-react';
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
import { Highlights, Included, Itinerary, Overview } from './tour-sections';
import { LocalizedBdi, useLocalized } from '../../ui/localized';

type Texts = ReturnType<typeof useLocalized>;
const NO_TOUR = {};

function Hero({ tour, texts }: { tour: Tour; texts: Texts }) {
  const lang = useLang();
  const labels = useTourLabels();
  const duration = texts.text('duration');
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
            <LocalizedBdi text={texts.text('title')} />
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
              <bdi {...texts.props(duration)}>{labels.duration(duration.value)}</bdi>
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

function SideCard({ tour, texts }: { tour: Tour; texts: Texts }) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useTourLabels();
  const service = tour.category === 'shared' ? 'shared' : 'tours';
  const duration = texts.text('duration');
  const meetingPoint = texts.text('meetingPoint');
  const facts = [
    { term: t`Duration`, value: labels.duration(duration.value), props: texts.props(duration) },
    { term: t`Group size`, value: tour.maxParticipants != null ? labels.upTo(tour.maxParticipants) : t`On request`, props: {} },
    { term: t`Category`, value: labels.category(tour.category), props: {} },
    ...(meetingPoint.value ? [{ term: t`Meeting point`, value: meetingPoint.value, props: texts.props(meetingPoint) }] : []),
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
                <bdi {...fact.props}>{fact.value}</bdi>
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
  const texts = useLocalized(tour ?? NO_TOUR);
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
      <Hero tour={tour} texts={texts} />
      <Container size="xl" className={classes.detailBody}>
        <Grid gap={{ base: 40, md: 56 }} align="flex-start">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={56}>
              <Overview texts={texts} />
              <Highlights texts={texts} />
              <Included texts={texts} />
              <Itinerary texts={texts} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} className={classes.sticky}>
            <SideCard tour={tour} texts={texts} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
