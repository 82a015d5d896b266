// The home page's fleet section (SPEC 2.4 'Home sections: Fleet'): category tabs all, sedan, suv,
// van, each with its cars, and the way to the whole fleet.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Center, Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFleetTab } from './queries';
import { FLEET_CATEGORIES, type FleetCategory } from './filters';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { CarCard } from './car-card';
import classes from './fleet.module.css';
import { useFleetLabels, type FleetLabels } from './use-fleet-labels';
import { UntilLive } from '../../ui/until-live';
import { Loading } from '../../ui/loading';

type Tab = FleetCategory | 'all';
const TABS: readonly Tab[] = ['all', ...FLEET_CATEGORIES];
const SHOWN = 6;

function TabCars({ tab, labels }: { tab: Tab; labels: FleetLabels }) {
  const cars = useFleetTab(tab, SHOWN);
  if (!cars)
    return (
      <Center mih={360}>
        <Loading color="gold.5" type="dots" />
      </Center>
    );
  if (cars.length === 0)
    return (
      <Text ta="center" c="dimmed" py="xl">
        <Trans>No vehicles in this category at the moment.</Trans>
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
      {cars.map((car) => (
        <CarCard key={car.id} car={car} labels={labels} />
      ))}
    </SimpleGrid>
  );
}

export function FleetSection() {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useFleetLabels();
  const [tab, setTab] = useState<Tab>('all');
  const names: Record<Tab, string> = { all: t`All`, ...labels.categories };

  return (
    <Box component="section" className={classes.section} aria-labelledby="fleet-title">
      <Container size="xl">
        <Stack gap="xl">
          <Stack gap="sm" align="center" ta="center">
            <Text className={classes.eyebrow}>
              <Trans>Our fleet</Trans>
            </Text>
            <Title id="fleet-title" order={2} className={classes.sectionTitle}>
              <Trans>A car for every journey</Trans>
            </Title>
            <Text size="lg" c="dimmed" maw={620}>
              <Trans>Recent, immaculate vehicles driven by professional chauffeurs: from the business saloon to the family van.</Trans>
            </Text>
          </Stack>

          <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} variant="pills" radius="xl" keepMounted={false}>
            <UntilLive>
              <Tabs.List className={classes.tabs} aria-label={t`Vehicle categories`} mb="xl">
                {TABS.map((value) => (
                  <Tabs.Tab key={value} value={value} px="lg" className={classes.tab}>
                    {names[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </UntilLive>
            {TABS.map((value) => (
              <Tabs.Panel key={value} value={value}>
                <TabCars tab={value} labels={labels} />
              </Tabs.Panel>
            ))}
          </Tabs>

          <Center>
            <Button
              component={Link}
              to={paths.fleet(lang)}
              size="md"
              variant="outline"
              rightSection={<IconArrowRight size={18} aria-hidden className={rtl.mirror} />}
            >
              <Trans>View the whole fleet</Trans>
            </Button>
          </Center>
        </Stack>
      </Container>
    </Box>
  );
}
