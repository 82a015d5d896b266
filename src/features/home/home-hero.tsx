import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import classes from './home.module.css';

export function HomeHero() {
  const { t } = useLingui();
  const lang = useLang();

  const stats = [
    { value: '30+', label: t`years of experience` },
    { value: '50+', label: t`cities` },
    { value: '50K+', label: t`passengers` },
  ];

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="xl" w="100%" py={64}>
        <Stack gap="lg" maw={640}>
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
          <Group gap="sm" mt="sm">
            <Button
              component={Link}
              to={paths.booking(lang)}
              size="lg"
              color="gold.3"
              c="#0b1426"
              rightSection={<IconArrowRight size={18} aria-hidden style={{ transform: lang === 'ar' ? 'scaleX(-1)' : undefined }} />}
            >
              <Trans>Book a ride</Trans>
            </Button>
            <Button component={Link} to={paths.fleet(lang)} size="lg" variant="outline" color="gray.0" c="#fff">
              <Trans>Discover our fleet</Trans>
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" mt={40}>
            {stats.map((stat) => (
              <div key={stat.value} className={classes.stat}>
                <Text fz={28} fw={700} c="#fff" ff="heading">
                  <bdi>{stat.value}</bdi>
                </Text>
                <Text size="sm" c="#d9dde6">
                  {stat.label}
                </Text>
              </div>
            ))}
            <div className={classes.stat}>
              <Group gap={6}>
                <Text fz={28} fw={700} c="#fff" ff="heading">
                  4.9
                </Text>
                <IconStarFilled size={18} color="#e0c48a" aria-hidden />
              </Group>
              <Text size="sm" c="#d9dde6">
                <Trans>2,847 reviews</Trans>
              </Text>
            </div>
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
