// The home page's achievement figures (SPEC 1's marketing claims).
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import classes from './sections.module.css';

export function AchievementsSection() {
  const { t } = useLingui();
  const locale = intlLocale[useLang()];
  const number = new Intl.NumberFormat(locale);

  const figures = [
    { value: `${number.format(30)}+`, label: t`years of experience` },
    { value: `${number.format(50)}+`, label: t`cities served` },
    { value: `${number.format(50000)}+`, label: t`satisfied clients` },
    { value: new Intl.NumberFormat(locale, { style: 'percent' }).format(1), label: t`secure payments and journeys` },
  ];

  return (
    <Box component="section" className={classes.achievements} aria-labelledby="achievements-title">
      <Container size="xl">
        <Text className={classes.eyebrow} ta="center">
          <Trans>Our achievements</Trans>
        </Text>
        <Title id="achievements-title" order={2} ta="center" className={classes.achievementsTitle}>
          <Trans>Figures that speak for us</Trans>
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'lg', md: 'xl' }} verticalSpacing="xl" mt={40}>
          {figures.map(({ value, label }) => (
            <div key={label} className={classes.achievement}>
              <Text className={classes.achievementValue}>
                <bdi>{value}</bdi>
              </Text>
              <Text className={classes.achievementLabel}>{label}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
