// /admin/rides, 'My rides': the signed-in member's rides (Paris days: earlier loose ends, today, then
// the next days), the steps they tap with a few seconds to undo, and their time off. It reads and
// writes the device database only, so it works in a car park with no signal.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconSteeringWheel } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { addDays, parisToday, parisWallClock } from '../../domain/paris-time';
import { paths } from '../../domain/paths';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';
import { EmptyState } from '../../ui/admin/empty-state';
import { Loading } from '../../ui/loading';
import { useSharePosition } from './position';
import { useMyRides, useMyTimeOff, type MyRide } from './queries';
import { RideCard } from './ride-card';
import { rideDays } from './ride-days';
import classes from './rides.module.css';
import { TimeOffSection } from './time-off-section';
import { UndoBar } from './undo-bar';
import { useSteps } from './use-steps';

/** Now, again every minute: today changes at midnight in Paris while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function useDayTitle(today: string) {
  const { t } = useLingui();
  const lang = useLang();
  const format = new Intl.DateTimeFormat(intlLocale[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (date: string) => {
    const long = format.format(Date.parse(`${date}T12:00:00Z`));
    if (date === today) return t`Today, ${long}`;
    if (date === addDays(today, 1)) return t`Tomorrow, ${long}`;
    return long.charAt(0).toLocaleUpperCase(intlLocale[lang]) + long.slice(1);
  };
}

function Day({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {t`${plural(count, { one: '# ride', other: '# rides' })}`}
        </Text>
      </Group>
      {children}
    </Stack>
  );
}

export function RidesPage() {
  const { t } = useLingui();
  const lang = useLang();
  const staff = useAtomValue(staffSessionAtom);
  const staffId = staff?.user.id;
  const rides = useMyRides(staffId);
  const timeOff = useMyTimeOff(staffId);
  const now = useMinuteClock();
  const [share, setShare] = useSharePosition();
  const { step, undo, dismiss, last, busy } = useSteps(staffId, share);
  const dayTitle = useDayTitle(parisToday(now));

  if (!rides || !timeOff || !staffId) {
    return (
      <Group justify="center" py="xl">
        <Loading color="gold.5" type="dots" />
      </Group>
    );
  }

  const today = parisToday(now);
  const [date, time] = parisWallClock(now.getTime());
  const days = rideDays(rides, today);
  const cards = (list: MyRide[]) => list.map((ride) => <RideCard key={ride.booking.id} ride={ride} busy={busy.has(ride.booking.id)} onStep={step} />);

  return (
    <Stack gap="xl" maw={720} mx="auto" className={classes.page}>
      <Group justify="flex-end">
        <Button component={Link} to={paths.admin.bookingCreate(lang)} variant="default" h={48} leftSection={<IconCalendarPlus size={20} aria-hidden />}>
          {t`New booking`}
        </Button>
      </Group>

      {rides.length === 0 ? (
        <EmptyState
          icon={<IconSteeringWheel size={28} aria-hidden />}
          title={t`No rides assigned to you`}
          description={t`The rides the office gives you appear here, and stay readable with no network.`}
        />
      ) : (
        <>
          {days.earlier.length > 0 && (
            <Day id="rides-earlier" title={t`Earlier, not finished`} count={days.earlier.length}>
              {cards(days.earlier)}
            </Day>
          )}
          <Day id="rides-today" title={dayTitle(today)} count={days.today.length}>
            {days.today.length === 0 ? <Text c="dimmed">{t`No rides today.`}</Text> : cards(days.today)}
          </Day>
          {days.next.map((day) => (
            <Day key={day.date} id={`rides-${day.date}`} title={dayTitle(day.date)} count={day.rides.length}>
              {cards(day.rides)}
            </Day>
          ))}
        </>
      )}

      <Paper withBorder radius="lg" p="md" bg="var(--brand-surface)">
        <Switch
          size="lg"
          checked={share}
          onChange={(e) => setShare(e.currentTarget.checked)}
          label={t`Share my position with steps`}
          description={t`Each step then keeps where you were, if your phone gives it within 3 seconds. Set on this device only.`}
          styles={{ label: { fontSize: 16, fontWeight: 600, lineHeight: 1.35 }, description: { fontSize: 14 } }}
        />
      </Paper>

      <TimeOffSection staffId={staffId} entries={timeOff} now={`${date}T${time}`} />

      {last && <UndoBar key={last.event.id} last={last} onUndo={undo} onExpire={dismiss} />}
    </Stack>
  );
}
