// The home page's featured tours (SPEC 2.4 'Home sections: Featured tours'): a title, a subtitle,
// the featured tours' cards and a link to every tour.
import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFeaturedTours } from './queries';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { TourCard } from './tour-card';
import classes from './tours.module.css';

export function FeaturedToursSection() {
  const lang = useLang();
  const tours = useFeaturedTours();

  return (
    <Box component="section" className={classes.featured} aria-labelledby="featured-tours-title">
      <Container size="xl">
        <Stack gap={48}>
          <Stack gap="sm" align="center" ta="center" maw={720} mx="auto">
            <Text className={classes.eyebrow}>
              <Trans>Tours & excursions</Trans>
            </Text>
            <Title order={2} id="featured-tours-title" className={classes.sectionTitle}>
              <Trans>Featured Tours</Trans>
            </Title>
            <Text size="lg" c="dimmed">
              <Trans>Our guests' favourite days out, with a private chauffeur from your door and back.</Trans>
            </Text>
          </Stack>
          {tours && tours.length > 0 && (
            <div className={classes.featuredGrid}>
              {tours.map((tour) => (
                <TourCard key={tour.id} tour={tour} />
              ))}
            </div>
          )}
          <Group justify="center">
            <Button
              component={Link}
              to={paths.tours(lang)}
              variant="outline"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden className={rtl.mirror} />}
            >
              <Trans>View all tours</Trans>
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
