// One tour in a grid (SPEC 2.4 'Tour card'): picture, best-seller badge, price per person, title,
// description, duration, group size, rating and the link to the tour's page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconArrowRight, IconClockHour4, IconMap2, IconStarFilled, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useImageSrc } from '../../db/use-image-src';
import { paths } from '../../domain/paths';
import type { Tour } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import classes from './tours.module.css';
import { useTourLabels } from './use-tour-labels';
import { LocalizedBdi, useLocalized } from '../../ui/localized';
import { imageLoading } from '../../ui/image-loading';

export function TourPicture({ image, className, eager = false }: { image: string | undefined; className: string | undefined; eager?: boolean }) {
  const src = useImageSrc(image);
  if (!src) {
    return (
      <div className={classes.mediaFallback}>
        <IconMap2 size={48} stroke={1.2} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={500}
      className={className}
      {...imageLoading(eager)}
    />
  );
}

export function TourCard({ tour, headingLevel = 3 }: { tour: Tour; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const lang = useLang();
  const texts = useLocalized(tour);
  const titleText = texts.text('title');
  const title = titleText.value;
  const summary = texts.text('summary');
  const duration = texts.text('duration');
  const labels = useTourLabels();

  return (
    <article className={classes.card}>
      <div className={classes.media}>
        <TourPicture image={tour.image} className={classes.mediaImage} />
        {tour.featured && (
          <Badge className={classes.badge} color="gold.4" c="#0b1426" size="lg" radius="sm">
            <Trans>Best Seller</Trans>
          </Badge>
        )}
      </div>
      <div className={classes.cardBody}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" className={classes.eyebrow}>
            {labels.category(tour.category)}
          </Text>
          <span className={classes.metaItem}>
            <IconStarFilled size={15} className={classes.star} aria-hidden />
            <Text span size="sm" fw={700}>
              {labels.rating(tour.rating)}
            </Text>
            <Text span size="sm" c="dimmed">
              ({labels.reviews(tour.reviewCount)})
            </Text>
          </span>
        </Group>
        <Title order={headingLevel} className={classes.cardTitle}>
          <LocalizedBdi text={titleText} />
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          <LocalizedBdi text={summary.value ? summary : texts.text('description')} />
        </Text>
        <div className={classes.meta}>
          <span className={classes.metaItem}>
            <IconClockHour4 size={16} aria-hidden />
            <bdi {...texts.props(duration)}>{labels.duration(duration.value)}</bdi>
          </span>
          {tour.maxParticipants != null && (
            <span className={classes.metaItem}>
              <IconUsers size={16} aria-hidden />
              {labels.upTo(tour.maxParticipants)}
            </span>
          )}
        </div>
        <div className={classes.cardFooter}>
          <div>
            <Text className={classes.price}>
              <bdi>{labels.price(tour.price)}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>per person</Trans>
            </Text>
          </div>
          <Anchor
            component={Link}
            to={paths.tour(lang, tour.id)}
            // The visible words first, then which tour (WCAG 2.5.3).
            aria-label={t`View details: ${title}`}
            className={classes.stretched}
            fw={600}
            size="sm"
            c="var(--brand-accent-text)"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            <Trans>View details</Trans>
            <IconArrowRight size={16} aria-hidden className={rtl.mirror} />
          </Anchor>
        </div>
      </div>
    </article>
  );
}
