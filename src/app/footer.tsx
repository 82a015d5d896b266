import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconClock24,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { OFFICE } from '../domain/office';
import { paths } from '../domain/paths';
import { BrandMark } from '../ui/brand-mark';
import classes from './footer.module.css';
import { languageAtom, useAtomValue } from './state';

const COMPANY_ADDRESS = OFFICE.address;
const COMPANY_PHONE = OFFICE.phone;

export function Footer() {
  const { t } = useLingui();
  const lang = useAtomValue(languageAtom);
  const year = new Date().getFullYear();

  const services = [
    { label: t`Airport transfers`, to: paths.booking(lang, 'airport') },
    { label: t`Private tours`, to: paths.tours(lang) },
    { label: t`Shared tours`, to: paths.tours(lang) },
  ];
  const destinations = [t`Belgium`, t`Tunisia`, t`French Riviera`];
  // Placeholders until the company's accounts exist (SPEC 1).
  const socials = [
    { label: 'Facebook', icon: IconBrandFacebook },
    { label: 'Instagram', icon: IconBrandInstagram },
    { label: 'X', icon: IconBrandX },
    { label: 'LinkedIn', icon: IconBrandLinkedin },
  ];

  return (
    <Box component="footer" className={classes.footer} bg="#0b1426" c="#f3efe6" pt={56} pb={32} mt={80}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing={40}>
          <Stack gap="sm">
            <Group gap="sm">
              <BrandMark size={40} />
              <Title order={2} size="h4" c="#f3efe6">
                Paris Prestige
              </Title>
            </Group>
            <Text size="sm" c="#c3c8d4" maw={280}>
              <Trans>
                Private chauffeurs, airport transfers and tours in Paris, Belgium, Tunisia and on the French
                Riviera.
              </Trans>
            </Text>
            <Group gap={6} mt="xs">
              {socials.map(({ label, icon: Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href="#"
                  onClick={(event) => event.preventDefault()}
                  variant="subtle"
                  color="gold.3"
                  size="lg"
                  radius="xl"
                  aria-label={label}
                >
                  <Icon size={20} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h6" tt="uppercase" lts="0.15em" c="#e0c48a">
              <Trans>Services</Trans>
            </Title>
            {services.map((service) => (
              <Anchor key={service.label} component={Link} to={service.to} c="#f3efe6" size="sm">
                {service.label}
              </Anchor>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h6" tt="uppercase" lts="0.15em" c="#e0c48a">
              <Trans>Destinations</Trans>
            </Title>
            {destinations.map((name) => (
              <Text key={name} size="sm">
                {name}
              </Text>
            ))}
          </Stack>

          <Stack gap="xs">
            <Title order={3} size="h6" tt="uppercase" lts="0.15em" c="#e0c48a">
              <Trans>Contact</Trans>
            </Title>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" component="address" fs="normal">
                <bdi>{COMPANY_ADDRESS}</bdi>
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={18} aria-hidden />
              <Anchor href={`tel:${COMPANY_PHONE.replace(/\s/g, '')}`} c="#f3efe6" size="sm" dir="ltr">
                {COMPANY_PHONE}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <IconClock24 size={18} aria-hidden />
              <Text size="sm">
                <Trans>available 24/7</Trans>
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="#25314d" />
        <Text size="xs" c="#c3c8d4" ta="center">
          © {year} Paris Prestige Chauffeur. <Trans>All rights reserved.</Trans>
        </Text>
      </Container>
    </Box>
  );
}
