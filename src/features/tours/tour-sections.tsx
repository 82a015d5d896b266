// The tour page's body (SPEC 2.4 'Tour detail'): overview, highlights, what is and is not included, and
// the itinerary, each in the page's language or its fallback (marked with `lang`). A tour whose staff
// have not written its lists yet shows SPEC's general ones, in the page's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import {
  IconCamera,
  IconCar,
  IconCheck,
  IconMapSearch,
  IconTicket,
  IconUserStar,
  IconUsersGroup,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useLocalized } from '../../ui/localized';
import classes from './tours.module.css';

type Texts = ReturnType<typeof useLocalized>;

export function Overview({ texts }: { texts: Texts }) {
  const description = texts.text('description');
  return (
    <section aria-labelledby="tour-overview">
      <Title order={2} id="tour-overview" className={classes.subTitle}>
        <Trans>Overview</Trans>
      </Title>
      {/* Staff write in any language: the paragraph follows its own text's direction. */}
      <Text className={classes.overview} dir="auto" {...texts.props(description)}>
        {description.value}
      </Text>
    </section>
  );
}

export function Highlights({ texts }: { texts: Texts }) {
  const highlights = texts.list('highlights');
  if (highlights.value.length === 0) return null;
  return (
    <section aria-labelledby="tour-highlights">
      <Title order={2} id="tour-highlights" className={classes.subTitle}>
        <Trans>Highlights</Trans>
      </Title>
      <ul className={classes.highlights} {...texts.props(highlights)}>
        {highlights.value.map((item) => (
          <li key={item}>
            <bdi>{item}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `langProps`: the list's `lang` and `dir` when it fell back to another language. */
function TickList({ items, langProps }: { items: { icon: Icon; text: string }[]; langProps?: object }) {
  return (
    <ul className={classes.included} {...langProps}>
      {items.map(({ icon: ItemIcon, text }) => (
        <li key={text} className={classes.includedItem}>
          <span className={classes.tick}>
            <ItemIcon size={20} stroke={1.6} aria-hidden />
          </span>
          <Text>
            <bdi>{text}</bdi>
          </Text>
        </li>
      ))}
    </ul>
  );
}

export function Included({ texts }: { texts: Texts }) {
  const { t } = useLingui();
  const included = texts.list('included');
  const notIncluded = texts.list('notIncluded');
  const general = [
    { icon: IconUserStar, text: t`Professional guide` },
    { icon: IconCar, text: t`Transportation` },
    { icon: IconTicket, text: t`Entry fees` },
    { icon: IconUsersGroup, text: t`Small group` },
    { icon: IconCamera, text: t`Photo opportunities` },
    { icon: IconMapSearch, text: t`Local insights` },
  ];
  const own = included.value.length > 0;
  return (
    <section aria-labelledby="tour-included">
      <Title order={2} id="tour-included" className={classes.subTitle}>
        <Trans>What's included</Trans>
      </Title>
      {own ? (
        <TickList items={included.value.map((text) => ({ icon: IconCheck, text }))} langProps={texts.props(included)} />
      ) : (
        <TickList items={general} />
      )}
      {notIncluded.value.length > 0 && (
        <>
          <Title order={3} size="h4" mt="xl" mb="md">
            <Trans>Not included</Trans>
          </Title>
          <TickList items={notIncluded.value.map((text) => ({ icon: IconX, text }))} langProps={texts.props(notIncluded)} />
        </>
      )}
    </section>
  );
}

export function Itinerary({ texts }: { texts: Texts }) {
  const { t } = useLingui();
  const own = texts.list('itinerary');
  const steps =
    own.value.length > 0
      ? own.value.map((text) => ({ title: '', text }))
      : [
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
      <ol className={classes.itinerary} {...(own.value.length > 0 ? texts.props(own) : {})}>
        {steps.map((step, index) => (
          <li key={`${index}-${step.text}`} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <div>
              {step.title && (
                <Title order={3} size="h4">
                  {step.title}
                </Title>
              )}
              <Text c={step.title ? 'dimmed' : undefined} mt={step.title ? 4 : 0}>
                <bdi>{step.text}</bdi>
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
