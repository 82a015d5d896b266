// /admin/bookings/:id/order: the BON DE COMMANDE of a saved booking, to download or send again.
import { Trans } from '@lingui/react/macro';
import { Button, Center } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBookingWithRemarks, type BookingWithRemarks } from './queries';
import { orderFormFromBooking } from './order-form-values';
import { paths } from '../../domain/paths';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { BookingNotFound } from './booking-not-found';
import { OrderPreview } from './order-preview';
import { useOrderInput } from './use-order-input';
import { Loading } from '../../ui/loading';

function OrderLoading() {
  return (
    <Center mih="40vh">
      <Loading color="gold.5" />
    </Center>
  );
}

function SavedOrder({ data }: { data: BookingWithRemarks }) {
  const lang = useLang();
  const { booking } = data;
  const [issuedAt] = useState(() => new Date());
  const values = useMemo(() => orderFormFromBooking(booking), [booking]);
  const remarks = useMemo(() => data.remarks.map((r) => ({ text: r.text, color: r.color })), [data.remarks]);
  const bookedAt = useMemo(() => new Date(booking.createdAt), [booking.createdAt]);
  const input = useOrderInput(values, remarks, issuedAt, bookedAt);
  if (!input) return <OrderLoading />;
  return (
    <OrderPreview
      input={input}
      back={
        <Button
          component={Link}
          to={paths.admin.booking(lang, booking.id)}
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} className={rtl.mirror} aria-hidden />}
        >
          <Trans>Back to booking</Trans>
        </Button>
      }
    />
  );
}

export function BookingOrderPage() {
  const { id } = useParams();
  const data = useBookingWithRemarks(id);
  if (data === undefined) return <OrderLoading />;
  if (data === null) return <BookingNotFound />;
  return <SavedOrder data={data} />;
}
