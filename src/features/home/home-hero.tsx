// The top of the home page: the promise, the rating, and the booking widget (SPEC 2.4).
import { Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { BookingWidget } from './booking-widget';
import classes from './home.module.css';

export function HomeHero() {
  const lang = useLang();

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" w="100%" className={classes.heroInner}>
        <Stack gap="lg" className={classes.heroText}>
          <Text className={classes.eyebrow}>
            <Trans>Paris · Belgium · Tunisia · French Riviera</Trans>
          </Text>
          <Title id="home-title" order={1} className={classes.title}>
            <Trans>Your private chauffeur, wherever the journey takes you</Trans>
          </Title>
          <Text size="lg" c="#d9dde6" maw={540}>
            <Trans>
              Airport transfers, private tours and shared excursions in premium vehicles, with a driver who
              waits for you.
            </Trans>
          </Text>
          <Group gap="lg" mt={4} className={classes.heroActions}>
            <Button component={Link} to={paths.fleet(lang)} size="md" variant="outline" color="gray.0" c="#fff">
              <Trans>Discover our fleet</Trans>
            </Button>
            <Group gap={8} wrap="nowrap">
              <IconStarFilled size={18} color="#e0c48a" aria-hidden />
              <Text c="#fff" fw={700}>
                4.9
              </Text>
              <Text size="sm" c="#d9dde6">
                <Trans>2,847 reviews</Trans>
              </Text>
            </Group>
          </Group>
        </Stack>
        <BookingWidget />
      </Container>
    </Box>
  );
}
