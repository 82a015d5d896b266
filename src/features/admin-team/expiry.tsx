// A driver's documents that expire (the VTC card, the driving licence): a warning badge from 30
// days before the date, an 'expired' one after it, by today's date in Paris.
import { useLingui } from '@lingui/react/macro';
import { Badge, Text, useComputedColorScheme } from '@mantine/core';
import { IconAlertTriangle, IconClockExclamation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { expiryLevel, type ExpiryLevel } from '../../domain/dispatch';
import { parisToday } from '../../domain/paris-time';
import { isIsoDate } from '../../domain/time';
import type { Profile } from '../../domain/types';
import { intlLocale } from '../../i18n/i18n';
import { useLang } from '../../i18n/use-lang';

function useDateText() {
  const lang = useLang();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'medium', timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [lang]);
}

interface Expiry {
  document: 'card' | 'licence';
  level: ExpiryLevel;
  date: string;
}

/** The documents of a profile that expired or expire within 30 days. */
export function expiriesOf(profile: Pick<Profile, 'vtcCardExpiry' | 'licenceExpiry'>, today: string): Expiry[] {
  const found: Expiry[] = [];
  const card = expiryLevel(profile.vtcCardExpiry, today);
  if (card && profile.vtcCardExpiry) found.push({ document: 'card', level: card, date: profile.vtcCardExpiry });
  const licence = expiryLevel(profile.licenceExpiry, today);
  if (licence && profile.licenceExpiry) found.push({ document: 'licence', level: licence, date: profile.licenceExpiry });
  return found;
}

function useExpiryText() {
  const { t } = useLingui();
  const dateText = useDateText();
  return ({ document, level, date }: Expiry) => {
    const on = dateText(date);
    if (document === 'card') return level === 'expired' ? t`VTC card expired on ${on}` : t`VTC card expires on ${on}`;
    return level === 'expired' ? t`Driving licence expired on ${on}` : t`Driving licence expires on ${on}`;
  };
}

/** The card's badges: red once expired, amber in the 30 days before. */
export function ExpiryBadges({ profile }: { profile: Pick<Profile, 'vtcCardExpiry' | 'licenceExpiry'> }) {
  const text = useExpiryText();
  const dark = useComputedColorScheme('light') === 'dark';
  return expiriesOf(profile, parisToday()).map((expiry) =>
    expiry.level === 'expired' ? (
      <Badge key={expiry.document} variant="filled" color="red.9" radius="sm" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {text(expiry)}
      </Badge>
    ) : (
      <Badge
        key={expiry.document}
        variant="outline"
        color={dark ? 'orange.3' : '#a8390b'}
        radius="sm"
        tt="none"
        leftSection={<IconClockExclamation size={12} aria-hidden />}
      >
        {text(expiry)}
      </Badge>
    ),
  );
}

/** Under a date field of the form: what the typed date means today, when it needs a word. */
export function ExpiryNote({ expiry, document }: { expiry: string; document: Expiry['document'] }) {
  const text = useExpiryText();
  const dark = useComputedColorScheme('light') === 'dark';
  if (!isIsoDate(expiry)) return null;
  const level = expiryLevel(expiry, parisToday());
  if (!level) return null;
  const color = level === 'expired' ? (dark ? 'red.3' : 'red.9') : dark ? 'orange.3' : 'orange.9';
  return (
    <Text size="sm" c={color} fw={500}>
      {text({ document, level, date: expiry })}
    </Text>
  );
}
