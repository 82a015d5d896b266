// The admin booking form (SPEC 2.6, 3, 5), for a new booking and an existing one, with its remarks
// and the 'Preview invoice' that swaps it for the BON DE COMMANDE ('Continue editing' comes back with
// every value kept). Thumb-sized fields, one column on phones.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconBriefcase,
  IconCalendar,
  IconCheck,
  IconEye,
  IconMinus,
  IconPhone,
  IconPlane,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as v from 'valibot';
import { useBookingChoices } from './queries';
import { COUNT_MAX, LUGGAGE_MIN, PASSENGERS_MIN, orderFormSchema } from './form';
import { NONE, numberOf, serviceOfTour, type OrderFormValues } from './order-form-values';
import { BOOKING_STATUSES, SERVICE_TYPES, VAT_KINDS, type PaymentMethod } from '../../domain/types';
import rtl from '../../ui/rtl.module.css';
import { TimeField } from '../../ui/time-field';
import classes from './booking-form.module.css';
import { OrderPreview } from './order-preview';
import { RemarksEditor, type RemarkItem } from './remarks-editor';
import { useFormLabels } from './use-form-labels';
import { useOrderInput } from './use-order-input';

const EPOCH = new Date(0);

// Raw values go to the submit handler: the numbers are read when the booking is made.
const resolver = valibotResolver(orderFormSchema as unknown as v.GenericSchema<OrderFormValues>, {}, { raw: true }) as Resolver<OrderFormValues>;

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--brand-surface)">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A whole number with big minus and plus buttons on each side, for thumbs. */
function CountField({
  control,
  name,
  label,
  min,
  icon,
  error,
  lessLabel,
  moreLabel,
}: {
  control: Control<OrderFormValues>;
  name: 'passengers' | 'luggage';
  label: string;
  min: number;
  icon: ReactNode;
  error: string | undefined;
  lessLabel: string;
  moreLabel: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = numberOf(field.value);
        const step = (delta: number) => {
          const base = Number.isFinite(current) ? Math.trunc(current) : min;
          field.onChange(Math.min(COUNT_MAX, Math.max(min, base + delta)));
        };
        return (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <NumberInput
              style={{ flex: 1, minWidth: 0 }}
              size="md"
              label={label}
              leftSection={icon}
              hideControls
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error}
            />
            <Group gap={6} wrap="nowrap" mt={25}>
              <ActionIcon variant="light" color="gold" size={42} radius="xl" aria-label={lessLabel} disabled={Number.isFinite(current) && current <= min} onClick={() => step(-1)}>
                <IconMinus size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="light" color="gold" size={42} radius="xl" aria-label={moreLabel} disabled={Number.isFinite(current) && current >= COUNT_MAX} onClick={() => step(1)}>
                <IconPlus size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      }}
    />
  );
}

export function BookingForm(props: BookingFormProps) {
  const { mode, initialValues, remarks, onDraft, cancelTo, bookedAt } = props;
  const { email } = initialValues;
  const { t } = useLingui();
  const labels = useFormLabels();
  const choices = useBookingChoices();
  const paymentLabelId = useId();
  const [preview, setPreview] = useState<{ values: OrderFormValues; issuedAt: Date } | null>(
    props.initialPreview ? { values: initialValues, issuedAt: new Date() } : null,
  );
  const [failed, setFailed] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);

  const form = useForm<OrderFormValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, formState, setValue, getValues } = form;
  const errorOf = (name: keyof OrderFormValues) => labels.issue(formState.errors[name]?.message);

  const showTop = () => requestAnimationFrame(() => topRef.current?.scrollIntoView?.({ block: 'start' }));
  const openPreview = () => {
    setPreview({ values: getValues(), issuedAt: new Date() });
    showTop();
  };
  const closePreview = () => {
    setPreview(null);
    showTop();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      await props.onSubmit(values);
    },
    () => setFailed(true),
  );

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

  const vehicleData = [
    { value: NONE, label: t`No vehicle` },
    ...(choices?.cars ?? []).map(({ id, name, available }) => ({ value: id, label: available ? name : t`${name} (unavailable)` })),
  ];
  const tourData = [{ value: NONE, label: t`No tour` }, ...(choices?.tours ?? []).map((tour) => ({ value: tour.id, label: tour.title }))];
  const keepChoice = (data: { value: string }[], value: string) => (data.some((d) => d.value === value) ? value : NONE);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={classes.form}>
      <Stack gap="lg" ref={topRef} maw={960} mx="auto" style={{ scrollMarginTop: 80 }}>
        {onDraft && <DraftKeeper control={control} initialValues={initialValues} preview={false} onDraft={onDraft} />}
        {mode === 'edit' && (
          <Section title={t`Status`}>
            <NativeSelect
              size="md"
              label={t`Booking status`}
              data={BOOKING_STATUSES.map((status) => ({ value: status, label: labels.statuses[status] }))}
              {...register('status')}
            />
          </Section>
        )}

        <Section title={t`Trip`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              size="md"
              label={t`Pickup date`}
              withAsterisk
              leftSection={<IconCalendar size={18} aria-hidden />}
              error={errorOf('pickupDate')}
              {...register('pickupDate')}
            />
            <Controller
              control={control}
              name="pickupTime"
              render={({ field }) => (
                <TimeField
                  size="md"
                  label={t`Pickup time`}
                  withAsterisk
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorOf('pickupTime')}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            size="md"
            label={t`Flight or train number (optional)`}
            placeholder="AF 1234"
            dir="ltr"
            autoCapitalize="characters"
            leftSection={<IconPlane size={18} aria-hidden />}
            error={errorOf('flightTrainNumber')}
            {...register('flightTrainNumber')}
          />
          {mode === 'edit' && (
            <NativeSelect
              size="md"
              label={t`Service type`}
              data={SERVICE_TYPES.map((service) => ({ value: service, label: labels.services[service] }))}
              {...register('serviceType')}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="vehicleId"
              render={({ field }) => (
                <NativeSelect
                  size="md"
                  label={t`Vehicle`}
                  data={vehicleData}
                  name={field.name}
                  ref={field.ref}
                  value={keepChoice(vehicleData, field.value)}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="tourId"
              render={({ field }) => (
                <NativeSelect
                  size="md"
                  label={t`Tour`}
                  data={tourData}
                  name={field.name}
                  ref={field.ref}
                  value={keepChoice(tourData, field.value)}
                  onChange={(event) => {
                    const id = event.currentTarget.value;
                    field.onChange(id);
                    // A new booking has no service field: it follows the tour chosen.
                    if (mode === 'create') setValue('serviceType', serviceOfTour(choices?.tours.find((tour) => tour.id === id)));
                  }}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
        </Section>

        <Section title={t`Client`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput size="md" label={t`First name`} withAsterisk autoComplete="off" error={errorOf('firstName')} {...register('firstName')} />
            <TextInput size="md" label={t`Last name`} withAsterisk autoComplete="off" error={errorOf('lastName')} {...register('lastName')} />
          </SimpleGrid>
          <TextInput
            size="md"
            type="tel"
            inputMode="tel"
            dir="ltr"
            label={t`Phone`}
            withAsterisk
            autoComplete="off"
            placeholder="+33 6 12 34 56 78"
            leftSection={<IconPhone size={18} aria-hidden />}
            error={errorOf('phone')}
            {...register('phone')}
          />
          {mode === 'edit' && email && (
            <Text size="sm" c="dimmed">
              <Trans>
                Email: <bdi>{email}</bdi>
              </Trans>
            </Text>
          )}
        </Section>

        <Section title={t`Passengers and baggage`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <CountField
              control={control}
              name="passengers"
              label={t`Passengers`}
              min={PASSENGERS_MIN}
              icon={<IconUsers size={18} aria-hidden />}
              error={errorOf('passengers')}
              lessLabel={t`One passenger fewer`}
              moreLabel={t`One passenger more`}
            />
            <CountField
              control={control}
              name="luggage"
              label={t`Baggage`}
              min={LUGGAGE_MIN}
              icon={<IconBriefcase size={18} aria-hidden />}
              error={errorOf('luggage')}
              lessLabel={t`One bag fewer`}
              moreLabel={t`One bag more`}
            />
          </SimpleGrid>
        </Section>

        <Section title={t`Addresses`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Textarea
              size="md"
              label={t`Pickup location`}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              error={errorOf('pickupLocation')}
              {...register('pickupLocation')}
            />
            <Textarea
              size="md"
              label={t`Drop-off location (optional)`}
              autosize
              minRows={3}
              maxRows={8}
              error={errorOf('dropoffLocation')}
              {...register('dropoffLocation')}
            />
          </SimpleGrid>
        </Section>

        <Section title={t`Price and payment`}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <NumberInput
                  size="md"
                  label={t`Price, tax included (€)`}
                  description={t`Visible to admin only`}
                  min={0}
                  hideControls
                  decimalScale={2}
                  allowNegative={false}
                  clampBehavior="none"
                  inputMode="decimal"
                  leftSection={<Text span fw={600} aria-hidden>€</Text>}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorOf('price')}
                />
              )}
            />
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field }) => (
                <Stack gap={6}>
                  <Text component="span" id={paymentLabelId} size="md" fw={500}>
                    {t`Payment method`}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={paymentLabelId}
                    fullWidth
                    size="md"
                    radius="md"
                    name={field.name}
                    value={field.value === '' ? 'none' : field.value}
                    onChange={(value) => field.onChange(value === 'none' ? '' : (value as PaymentMethod))}
                    data={[
                      { value: 'none', label: t`To be defined` },
                      { value: 'cash', label: labels.payments.cash },
                      { value: 'card', label: labels.payments.card },
                    ]}
                  />
                </Stack>
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="vatKind"
            render={({ field }) => (
              <Radio.Group label={t`VAT`} value={field.value} onChange={field.onChange} name={field.name}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                  {VAT_KINDS.map((kind) => (
                    <Radio.Card key={kind} value={kind} radius="md" p="sm" withBorder>
                      <Group wrap="nowrap" gap="sm" align="flex-start">
                        <Radio.Indicator />
                        <Stack gap={2}>
                          <Text fw={600} size="sm">
                            {labels.vatKinds[kind]}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {kind === 'transport' ? t`A set route: transfers and tours.` : t`A car and driver at disposal, billed by the hour.`}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        </Section>

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
