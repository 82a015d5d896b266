// A car in the fleet list or the home page's tabs: picture, category, rating, seats, luggage, the
// first two features and the price per hour; the name is the one link, and it covers the card.
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconBriefcase, IconCar, IconStarFilled, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useImageSrc } from '../../db/use-image-src';
import { paths } from '../../domain/paths';
import type { Car } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import classes from './fleet.module.css';
import type { FleetLabels } from './use-fleet-labels';
import { imageLoading } from '../../ui/image-loading';

/** A car's picture, or a quiet placeholder when it has none. */
export function CarImage({ car, width, eager = false }: { car: Pick<Car, 'name' | 'image'>; width: number; eager?: boolean }) {
  const { t } = useLingui();
  const src = useImageSrc(car.image);
  if (!src)
    return (
      <div className={classes.mediaPlaceholder}>
        <IconCar size={Math.round(width / 5)} stroke={1.2} aria-hidden />
      </div>
    );
  return (
    <img
      src={src}
      alt={t`Photo of the ${car.name}`}
      width={width}
      height={Math.round((width * 10) / 16)}
      {...imageLoading(eager)}
    />
  );
}

export function CarBadges({ car }: { car: Pick<Car, 'featured' | 'available'> }) {
  if (!car.featured && car.available) return null;
  return (
    <div className={classes.badges}>
      {car.featured && (
        <span className={`${classes.badge} ${classes.featured}`}>
          <IconStarFilled size={11} aria-hidden />
          <Trans>Featured</Trans>
        </span>
      )}
      {!car.available && (
        <span className={`${classes.badge} ${classes.unavailable}`}>
          <Trans>Unavailable</Trans>
        </span>
      )}
    </div>
  );
}

/** Stars and reviews: '4.9 (127)' on cards, '4.9 · 127 reviews' with `full`; read out in words. */
export function CarRating({ car, labels, full = false }: { car: Pick<Car, 'rating' | 'reviewCount'>; labels: FleetLabels; full?: boolean }) {
  const rating = labels.rating(car.rating);
  const reviews = labels.count(car.reviewCount);
  return (
    <span className={classes.rating} style={full ? { fontSize: '1rem' } : undefined}>
      <IconStarFilled size={full ? 18 : 15} className={classes.star} aria-hidden />
      <span aria-hidden>
        {rating}{' '}
        <span className={classes.reviews}>
          {full ? <Select value={labels.form(car.reviewCount)} _one={`· ${reviews} review`} other={`· ${reviews} reviews`} /> : `(${reviews})`}
        </span>
      </span>
      <VisuallyHidden>
        <Select value={labels.form(car.reviewCount)} _one={`Rated ${rating} out of 5, ${reviews} review`} other={`Rated ${rating} out of 5, ${reviews} reviews`} />
      </VisuallyHidden>
    </span>
  );
}

export function CarCard({
  car,
  labels,
  layout = 'grid',
  headingLevel = 3,
  eager = false,
}: {
  car: Car;
  labels: FleetLabels;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  /** The first card of a page: its picture is the largest paint, so it loads at once, first. */
  eager?: boolean;
}) {
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = labels.money(car.pricePerHour);
  const passengers = labels.count(car.passengers);
  const bags = labels.count(car.luggage);
  return (
    <article className={`${classes.card} ${layout === 'list' ? classes.list : ''}`}>
      <div className={classes.media}>
        <CarImage car={car} width={layout === 'list' ? 320 : 400} eager={eager} />
        <CarBadges car={car} />
      </div>
      <div className={classes.body}>
        <div className={classes.cardHead}>
          <span className={classes.category}>{labels.category(car.category)}</span>
          <CarRating car={car} labels={labels} />
        </div>
        <Heading className={classes.name}>
          <Link to={paths.car(lang, car.id)} className={classes.nameLink}>
            {car.name}
          </Link>
        </Heading>
        <div className={classes.specs}>
          <span className={classes.spec}>
            <IconUsers size={16} aria-hidden />
            <Select value={labels.form(car.passengers)} _one={`${passengers} passenger`} other={`${passengers} passengers`} />
          </span>
          <span className={classes.spec}>
            <IconBriefcase size={16} aria-hidden />
            <Select value={labels.form(car.luggage)} _one={`${bags} bag`} other={`${bags} bags`} />
          </span>
        </div>
        {car.features.length > 0 && (
          <ul className={classes.features} style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label={labels.featuresLabel}>
            {car.features.slice(0, 2).map((feature) => (
              <li key={feature} className={classes.feature}>
                {labels.feature(feature)}
              </li>
            ))}
          </ul>
        )}
        <div className={classes.cardFoot}>
          <span className={classes.price}>
            {price} <span className={classes.perHour}><Trans>/ hour</Trans></span>
          </span>
          <span className={classes.cta} aria-hidden>
            <Trans>View details</Trans>
            <IconArrowRight size={16} className={rtl.mirror} />
          </span>
        </div>
      </div>
    </article>
  );
}
