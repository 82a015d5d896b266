// What the booking screens show while the device reads the booking, and for an id it does not know.
import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import { RecordNotFound } from '../../ui/admin/record-not-found';
import { Loading } from '../../ui/loading';

export function BookingNotFound() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <RecordNotFound
      title={t`Booking not found`}
      description={t`This booking does not exist on this device: it may have been deleted, or the link is wrong.`}
      backTo={paths.admin.bookings(lang)}
      backLabel={t`Back to bookings`}
      rtl={lang === 'ar'}
    />
  );
}

export function PageLoader() {
  return (
    <Group justify="center" py="xl">
      <Loading color="gold.5" type="dots" />
    </Group>
  );
}
