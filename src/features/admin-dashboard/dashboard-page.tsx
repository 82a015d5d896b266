// /admin: the business at a glance (DESIGN: real counts, trends over the last 30 days), the quick
// actions the signed-in member may use, the newest bookings and this month's summary.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Badge,
  Box,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  useComputedColorScheme,
} from '@mantine/core';
import {
  type Icon,
  IconArrowDownRight,
  IconArrowUpRight,
  IconArticle,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCar,
  IconChevronRight,
  IconMap2,
  IconMinus,
  IconPlus,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatTrend, type StatFigure } from './figures';
import { paths, type Lang } from '../../domain/paths';
import type { Booking, StaffRole } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { BookingStatusBadge } from '../../ui/admin/booking-status';
import { useDashboardData } from './use-dashboard';
import { Loading } from '../../ui/loading';

function TrendLine({ figure }: { figure: StatFigure }) {
  const { t } = useLingui();
  const { trend, recent, previous } = figure;
  const up = trend === null || trend > 0;
  const flat = trend === 0;
  const TrendIcon = flat ? IconMinus : up ? IconArrowUpRight : IconArrowDownRight;
  const color = flat ? 'gray' : up ? 'teal' : 'red';
  // Mantine's light variant writes in a mid shade: the darkest (or, in dark mode, a pale) one reads at AA.
  const dark = useComputedColorScheme('light') === 'dark';
  const text = `${color}.${dark ? 3 : 9}`;
  const label = trend === null ? t`New` : formatTrend(trend);
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={color}
        c={text}
        bg={dark ? undefined : `${color}.0`}
        radius="sm"
        leftSection={<TrendIcon size={14} aria-hidden />}
        styles={{ label: { direction: 'ltr', unicodeBidi: 'isolate' } }}
      >
        {label}
      </Badge>
      <Text size="xs" c="dimmed">
        {t`${plural(recent, { one: `# added in 30 days (vs ${previous})`, other: `# added in 30 days (vs ${previous})` })}`}
      </Text>
    </Group>
  );
}

function StatCard({ label, figure, icon: StatIcon }: { label: string; figure: StatFigure; icon: Icon }) {
  const lang = useLang();
  return (
    <Paper role="group" aria-label={label} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" c="dimmed" fw={500} aria-hidden>
            {label}
          </Text>
          <ThemeIcon variant="light" color="gold" radius="md" size={36} visibleFrom="xs" aria-hidden>
            <StatIcon size={20} />
          </ThemeIcon>
        </Group>
        <Text ff="heading" fz={{ base: 28, sm: 34 }} fw={600} lh={1.1} data-figure>
          {figure.value.toLocaleString(intlLocale[lang])}
        </Text>
        <TrendLine figure={figure} />
      </Stack>
    </Paper>
  );
}

interface QuickAction {
  to: string;
  label: string;
  hint: string;
  icon: Icon;
}

function useQuickActions(lang: Lang, role: StaffRole): QuickAction[] {
  const { t } = useLingui();
  const bookings = { to: paths.admin.bookings(lang), label: t`Bookings`, hint: t`See and manage every booking`, icon: IconCalendarEvent };
  if (role !== 'admin') {
    return [
      { to: paths.admin.bookingCreate(lang), label: t`New booking`, hint: t`Booking and its order form`, icon: IconCalendarPlus },
      bookings,
    ];
  }
  return [
    { to: paths.admin.carCreate(lang), label: t`Add car`, hint: t`A new vehicle in the fleet`, icon: IconPlus },
    { to: paths.admin.tourCreate(lang), label: t`Add tour`, hint: t`A new tour to offer`, icon: IconPlus },
    { to: paths.admin.blogCreate(lang), label: t`Add blog post`, hint: t`Write for the blog`, icon: IconPlus },
    bookings,
  ];
}

function QuickActions({ role }: { role: StaffRole }) {
  const lang = useLang();
  const dark = useComputedColorScheme('light') === 'dark';
  const actions = useQuickActions(lang, role);
  return (
    <Stack gap="sm" component="section" aria-labelledby="quick-actions">
      <Title order={2} size="h4" id="quick-actions">
        <Trans>Quick actions</Trans>
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        {actions.map((action) => {
          const ActionIcon = action.icon;
          return (
            <UnstyledButton
              key={action.to}
              component={Link}
              to={action.to}
              p={{ base: 'sm', sm: 'md' }}
              mih={88}
              style={{
                border: '1px solid var(--brand-border)',
                borderRadius: 'var(--mantine-radius-lg)',
                background: 'var(--brand-surface)',
                display: 'flex',
              }}
            >
              <Group gap="sm" wrap="nowrap" align="center" w="100%">
                <ThemeIcon variant="filled" color={dark ? 'gold.3' : 'navy.9'} radius="xl" size={40} aria-hidden>
                  <ActionIcon size={20} />
                </ThemeIcon>
                <Box miw={0}>
                  <Text fw={600} size="sm" lh={1.3}>
                    {action.label}
                  </Text>
                  <Text size="xs" c="dimmed" lh={1.3} visibleFrom="sm">
                    {action.hint}
                  </Text>
                </Box>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function useFormats() {
  const lang = useLang();
  const locale = intlLocale[lang];
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    euros: (cents: number) => euros.format(cents / 100),
    price: (text: string) => {
      const n = Number(text);
      return Number.isFinite(n) ? euros.format(n) : text;
    },
    /** A 'YYYY-MM-DD' pickup date, read as a calendar day. */
    date: (iso: string) => {
      const at = Date.parse(`${iso}T00:00:00Z`);
      return Number.isFinite(at) ? day.format(at) : iso;
    },
    percent: (n: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100),
    count: (n: number) => n.toLocaleString(locale),
  };
}

function RecentBookings({ bookings }: { bookings: Booking[] }) {
  const lang = useLang();
  const format = useFormats();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="var(--brand-surface)" h="100%" component="section" aria-labelledby="recent-bookings">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="recent-bookings">
            <Trans>Recent bookings</Trans>
          </Title>
          <Anchor component={Link} to={paths.admin.bookings(lang)} size="sm" fw={500} py={8}>
            <Trans>View all</Trans>
          </Anchor>
        </Group>
        {bookings.length === 0 ? (
          <Text c="dimmed" size="sm" py="md">
            <Trans>No bookings yet. New bookings appear here as they arrive.</Trans>
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {bookings.map((booking, i) => (
              <li key={booking.id} style={i > 0 ? { borderTop: '1px solid var(--brand-border)' } : undefined}>
                <UnstyledButton
                  component={Link}
                  to={paths.admin.booking(lang, booking.id)}
                  py="sm"
                  px={4}
                  w="100%"
                  style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
                    <Box miw={0} style={{ flex: 1 }}>
                      <Text fw={600} size="sm" truncate>
                        <bdi>
                          {booking.firstName} {booking.lastName}
                        </bdi>
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {format.date(booking.pickupDate)} · <bdi dir="ltr">{booking.pickupTime}</bdi> ·{' '}
                        <bdi>{booking.pickupLocation}</bdi>
                      </Text>
                    </Box>
                    <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                      <Text size="sm" fw={600}>
                        {format.price(booking.totalPrice)}
                      </Text>
                      <BookingStatusBadge status={booking.status} />
                    </Stack>
                    <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} className={rtl.mirror} />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function SummaryRow({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Box py="sm" style={{ borderTop: '1px solid var(--brand-border)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Box miw={0}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Box>
        <Text ff="heading" fz={24} fw={600} style={{ flexShrink: 0 }}>
          {value}
        </Text>
      </Group>
    </Box>
  );
}

function Summary({ revenueCents, completionRate, pending }: { revenueCents: number; completionRate: number; pending: number }) {
  const { t } = useLingui();
  const format = useFormats();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} bg="var(--brand-surface)" h="100%" component="section" aria-labelledby="summary">
      <Stack gap="xs">
        <Group gap="xs">
          <IconSparkles size={20} aria-hidden color="var(--brand-accent-text)" />
          <Title order={2} size="h4" id="summary">
            <Trans>Summary</Trans>
          </Title>
        </Group>
        <Stack gap={0}>
          <SummaryRow
            label={t`Revenue this month`}
            hint={t`Bookings picked up this month, cancelled ones aside`}
            value={format.euros(revenueCents)}
          />
          <SummaryRow
            label={t`Completion rate`}
            hint={t`Completed out of all bookings not cancelled`}
            value={format.percent(completionRate)}
          />
          <SummaryRow label={t`Pending`} hint={t`Bookings waiting for confirmation`} value={format.count(pending)} />
        </Stack>
      </Stack>
    </Paper>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  const { figures, role } = useDashboardData();
  if (!figures) {
    return (
      <Group justify="center" py="xl">
        <Loading color="gold.5" type="dots" />
      </Group>
    );
  }
  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'sm', sm: 'md' }} component="section" aria-label={t`Key figures`}>
        <StatCard label={t`Total bookings`} figure={figures.bookings} icon={IconCalendarEvent} />
        <StatCard label={t`Available cars`} figure={figures.availableCars} icon={IconCar} />
        <StatCard label={t`Tours`} figure={figures.tours} icon={IconMap2} />
        <StatCard label={t`Blog posts`} figure={figures.publishedPosts} icon={IconArticle} />
      </SimpleGrid>
      <QuickActions role={role} />
      <Grid gap={{ base: 'sm', sm: 'md' }}>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <RecentBookings bookings={figures.recent} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Summary revenueCents={figures.revenueCents} completionRate={figures.completionRate} pending={figures.pending} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
