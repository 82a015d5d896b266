// The admin booking form (SPEC 2.6, 3, 5), for a new booking and an existing one, with its remarks
// and the 'Preview invoice' that swaps it for the BON DE COMMANDE ('Continue editing' comes back with
// every value kept). Thumb-sized fields, one column on phones.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconEye } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useBookingChoices } from './queries';
import type { OrderFormValues } from './order-form-values';
import rtl from '../../ui/rtl.module.css';
import classes from './booking-form.module.css';
import { ClientSection, PassengersSection } from './client-section';
import { Section } from './form-section';
import { OrderPreview } from './order-preview';
import { ExtrasSection } from './extras-section';
import { PriceSection } from './price-section';
import { RemarksEditor, type RemarkItem } from './remarks-editor';
import { AddressesSection, StatusSection, TripSection } from './trip-section';
import { useBookingForm } from './use-booking-form';
import { useOrderInput } from './use-order-input';

const EPOCH = new Date(0);

/** The fields typed in (not picked), in page order. */
const TYPED_FIELDS = ['pickupDate', 'flightTrainNumber', 'firstName', 'lastName', 'phone', 'pickupLocation', 'dropoffLocation'] as const;

export interface BookingFormProps {
  mode: 'create' | 'edit';
  initialValues: OrderFormValues;
  /** Start on the BON DE COMMANDE (a kept draft that was being previewed). */
  initialPreview?: boolean;
  remarks: readonly RemarkItem[];
  onAddRemark: (text: string) => unknown;
  onSaveRemark: (key: string, text: string) => unknown;
  onDeleteRemark: (key: string) => unknown;
  /** Every change of the values or of the mode, to keep the draft. */
  onDraft?: (values: OrderFormValues, preview: boolean) => void;
  onSubmit: (values: OrderFormValues) => Promise<void>;
  cancelTo: string;
  onCancel?: () => void;
  /** When the booking was made, if it is saved (the order form's legal mention). */
  bookedAt?: Date;
}

/** Hands every change to `onDraft`; on its own so that typing re-renders nothing else. */
function DraftKeeper({
  control,
  initialValues,
  preview,
  onDraft,
}: {
  control: Control<OrderFormValues>;
  initialValues: OrderFormValues;
  preview: boolean;
  onDraft: (values: OrderFormValues, preview: boolean) => void;
}) {
  const watched = useWatch({ control });
  useEffect(() => {
    onDraft({ ...initialValues, ...watched } as OrderFormValues, preview);
  }, [watched, preview, onDraft, initialValues]);
  return null;
}

export function BookingForm(props: BookingFormProps) {
  const { mode, initialValues, remarks, onDraft, cancelTo, bookedAt } = props;
  const { t } = useLingui();
  const choices = useBookingChoices();
  const { form, labels, errorOf, preview, openPreview, closePreview, failed, submit, topRef } = useBookingForm({
    initialValues,
    initialPreview: props.initialPreview,
    onSubmit: props.onSubmit,
  });
  const { control, formState } = form;

  const input = useOrderInput(preview?.values ?? initialValues, remarks, preview?.issuedAt ?? EPOCH, bookedAt);

  if (preview) {
    return (
      <Stack gap="lg" ref={topRef} style={{ scrollMarginTop: 80 }}>
        {onDraft && <DraftKeeper control={control} initialValues={initialValues} preview onDraft={onDraft} />}
        {input ? (
          <OrderPreview
            input={input}
            back={
              <Button variant="default" size="md" leftSection={<IconArrowBackUp size={18} className={rtl.mirror} aria-hidden />} onClick={closePreview}>
                <Trans>Continue editing</Trans>
              </Button>
            }
          />
        ) : null}
      </Stack>
    );
  }

  // A failed submit focuses the first field in error in the order the fields were registered: the
  // typed ones before the pickers (the time field, focused, opens its list over the form), as when
  // the sections were drawn by this component itself.
  for (const name of TYPED_FIELDS) form.register(name);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={classes.form}>
      <Stack gap="lg" ref={topRef} maw={960} mx="auto" style={{ scrollMarginTop: 80 }}>
        {onDraft && <DraftKeeper control={control} initialValues={initialValues} preview={false} onDraft={onDraft} />}
        {mode === 'edit' && <StatusSection form={form} labels={labels} />}
        <TripSection form={form} errorOf={errorOf} labels={labels} mode={mode} choices={choices} />
        <ClientSection form={form} errorOf={errorOf} />
        <PassengersSection form={form} errorOf={errorOf} />
        <AddressesSection form={form} errorOf={errorOf} />
        <PriceSection form={form} errorOf={errorOf} labels={labels} />
        <ExtrasSection form={form} errorOf={errorOf} labels={labels} mode={mode} />

        <Section title={t`Remarks`}>
          <RemarksEditor items={remarks} onAdd={props.onAddRemark} onSave={props.onSaveRemark} onDelete={props.onDeleteRemark} />
        </Section>

        <div className={classes.actions}>
          <Stack gap="xs">
            {failed && Object.keys(formState.errors).length > 0 && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                <Trans>Some fields need your attention: they are marked in red.</Trans>
              </Text>
            )}
            <div className={classes.actionGrid}>
              <Button component={Link} to={cancelTo} onClick={props.onCancel} variant="subtle" size="md" color="gray">
                <Trans>Cancel</Trans>
              </Button>
              <Button variant="default" size="md" leftSection={<IconEye size={18} aria-hidden />} onClick={openPreview}>
                <Trans>Preview invoice</Trans>
              </Button>
              <Button type="submit" size="md" className={classes.submit} loading={formState.isSubmitting} leftSection={<IconCheck size={18} aria-hidden />}>
                {mode === 'create' ? <Trans>Create booking</Trans> : <Trans>Save changes</Trans>}
              </Button>
            </div>
          </Stack>
        </div>
      </Stack>
    </form>
  );
}
