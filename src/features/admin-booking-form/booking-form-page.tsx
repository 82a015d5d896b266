// /admin/bookings/create and /admin/bookings/:id/edit. A new booking is kept as a draft for the tab
// (values, remarks, preview) and created with its remarks in one transaction; an existing booking's
// remarks are written as they change, its other fields on 'Save changes'.
import { useLingui } from '@lingui/react/macro';
import { Center } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBookingFormWrites, useBookingWithRemarks, type BookingWithRemarks } from './queries';
import { emptyOrderForm, orderFormFromBooking, orderFormToCreate, orderFormToPatch, type OrderFormValues } from './order-form-values';
import { placeRemarks, type RemarkDraft } from './remark-drafts';
import { paths } from '../../domain/paths';
import { localToday, parseTime } from '../../domain/time';
import { useLang } from '../../i18n/use-lang';
import { showToast } from '../../ui/toast';
import { BookingForm } from './booking-form';
import { BookingNotFound } from './booking-not-found';
import { clearCreateDraft, readCreateDraft, writeCreateDraft } from './draft-storage';
import { Loading } from '../../ui/loading';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function BookingCreatePage() {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useBookingFormWrites();
  const [start] = useState(() => {
    const today = localToday();
    return readCreateDraft(today) ?? { values: emptyOrderForm(today), remarks: [], preview: false };
  });
  const [remarks, setRemarks] = useState<RemarkDraft[]>(start.remarks);
  // Once the booking is made (or the form cancelled) the draft is gone for good.
  const finished = useRef(false);
  const items = useMemo(() => placeRemarks(remarks), [remarks]);

  const onDraft = useCallback(
    (values: OrderFormValues, preview: boolean) => {
      if (!finished.current) writeCreateDraft({ values, remarks, preview });
    },
    [remarks],
  );

  const onSubmit = async (values: OrderFormValues) => {
    try {
      const back = values.returnTrip ? { pickupDate: values.returnDate.trim(), pickupTime: parseTime(values.returnTime) ?? values.returnTime.trim() } : undefined;
      await writes.create(orderFormToCreate(values), remarks.map((r) => r.text), back);
    } catch (error) {
      showToast({ color: 'red', title: t`Failed to create booking`, message: reason(error) });
      return;
    }
    finished.current = true;
    clearCreateDraft();
    showToast({ color: 'teal', message: t`Booking created successfully` });
    void navigate(paths.admin.bookings(lang));
  };

  return (
    <BookingForm
      mode="create"
      initialValues={start.values}
      initialPreview={start.preview}
      remarks={items}
      onAddRemark={(text: string) => setRemarks((list) => [...list, { key: crypto.randomUUID(), text }])}
      onSaveRemark={(key: string, text: string) => setRemarks((list) => list.map((r) => (r.key === key ? { ...r, text } : r)))}
      onDeleteRemark={(key: string) => setRemarks((list) => list.filter((r) => r.key !== key))}
      onDraft={onDraft}
      onSubmit={onSubmit}
      cancelTo={paths.admin.bookings(lang)}
      onCancel={() => {
        finished.current = true;
        clearCreateDraft();
      }}
    />
  );
}

function EditForm({ data }: { data: BookingWithRemarks }) {
  const { t } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const writes = useBookingFormWrites();
  const { booking } = data;
  // The values the form opens with; later changes synced from elsewhere do not overwrite typing.
  const [initial] = useState(() => orderFormFromBooking(booking));
  const bookedAt = useMemo(() => new Date(booking.createdAt), [booking.createdAt]);
  const items = useMemo(() => data.remarks.map((r) => ({ key: r.id, text: r.text, color: r.color })), [data.remarks]);

  const remarkWrite = (write: Promise<unknown>) =>
    write.catch((error: unknown) => showToast({ color: 'red', title: t`The remark could not be saved`, message: reason(error) }));

  const onSubmit = async (values: OrderFormValues) => {
    try {
      await writes.update(booking.id, orderFormToPatch(values));
    } catch {
      showToast({ color: 'red', message: t`Failed to update booking` });
      return;
    }
    showToast({ color: 'teal', message: t`Booking updated successfully` });
    void navigate(paths.admin.booking(lang, booking.id));
  };

  return (
    <BookingForm
      mode="edit"
      initialValues={initial}
      remarks={items}
      onAddRemark={(text: string) => remarkWrite(writes.addRemark(booking.id, text))}
      onSaveRemark={(key: string, text: string) => remarkWrite(writes.editRemark(key, text))}
      onDeleteRemark={(key: string) => remarkWrite(writes.deleteRemark(key))}
      onSubmit={onSubmit}
      cancelTo={paths.admin.booking(lang, booking.id)}
      bookedAt={bookedAt}
    />
  );
}

export function BookingEditPage() {
  const { id } = useParams();
  const data = useBookingWithRemarks(id);
  if (data === undefined) {
    return (
      <Center mih="40vh">
        <Loading color="gold.5" />
      </Center>
    );
  }
  if (data === null) return <BookingNotFound />;
  return <EditForm key={data.booking.id} data={data} />;
}
