// The home page's about section (SPEC 2.4 'Home sections': 50K+ passengers, rating 4.9, value cards).
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArmchair2, IconClockCheck, IconLock, IconShieldCheck, IconStarFilled } from '@tabler/icons-react';
import classes from './sections.module.css';

export function AboutSection() {
  const { t } = useLingui();

  const values = [
    {
      icon: IconClockCheck,
      title: t`Punctuality`,
      text: t`We follow your flight and are there before you land. The first minutes of waiting are on us.`,
    },
    {
      icon: IconArmchair2,
      title: t`Comfort`,
      text: t`Recent premium vehicles, air conditioning, WiFi and water on board.`,
    },
    {
      icon: IconShieldCheck,
      title: t`Safety`,
      text: t`Licensed professional drivers and fully insured vehicles, on every journey.`,
    },
    {
      icon: IconLock,
      title: t`Discretion`,
      text: t`Your time and your privacy are respected, from pickup to drop-off.`,
    },
  ];

  return (
    <Box component="section" className={classes.section} aria-labelledby="about-title">
      <Container size="xl">
        <div className={classes.aboutGrid}>
          <Stack gap="md">
            <Text className={classes.eyebrow}>
              <Trans>About us</Trans>
            </Text>
            <Title id="about-title" order={2} className={classes.sectionTitle}>
              <Trans>A chauffeur service built on trust</Trans>
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              <Trans>
                For more than thirty years we have driven travellers between airports, hotels and the finest
                places of Paris, Belgium, Tunisia and the French Riviera. Every journey is prepared as if it were
                our own.
              </Trans>
            </Text>
            <SimpleGrid cols={2} spacing="lg" mt="md" maw={460}>
              <div className={classes.figure}>
                <Text className={classes.figureValue}>
                  <bdi>50K+</bdi>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>passengers driven</Trans>
                </Text>
              </div>
              <div className={classes.figure}>
                <Group gap={6} wrap="nowrap">
                  <Text className={classes.figureValue}>4.9</Text>
                  <IconStarFilled size={20} className={classes.star} aria-hidden />
                </Group>
                <Text size="sm" c="dimmed">
                  <Trans>average rating, 2,847 reviews</Trans>
                </Text>
              </div>
            </SimpleGrid>
          </Stack>

          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {values.map(({ icon: Icon, title, text }) => (
              <div key={title} className={classes.valueCard}>
                <span className={classes.valueIcon}>
                  <Icon size={24} stroke={1.6} aria-hidden />
                </span>
                <Title order={3} className={classes.valueTitle}>
                  {title}
                </Title>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </div>
      </Container>
    </Box>
  );
}
