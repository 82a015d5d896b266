// An admin edits a member's details in Team: name, phone, photo, and for a driver the professional
// VTC card (number and expiry) and the driving licence's expiry. Saved on the device through the
// outbox: it works offline and reaches the other devices with the sync.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { NotFoundError, StorageFullError } from '../../db/errors';
import { useImageSrc } from '../../db/use-image-src';
import { ValidationError } from '../../domain/schemas';
import type { Profile } from '../../domain/types';
import { AvatarField } from '../../ui/admin/avatar-field';
import { DateField } from '../../ui/date-field';
import { showToast } from '../../ui/toast';
import { FormActions } from './form-actions';
import { ExpiryNote } from './expiry';
import { memberChanges, memberFormSchema, memberFormValues, type MemberFormIssue, type MemberFormValues } from './profile-form';
import { usePhotoStore, useProfileWrites } from './queries';
import { usePhotoWords } from './use-photo-words';

const ISSUES: Record<MemberFormIssue, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 100 characters`,
  phoneInvalid: msg`Please enter a valid phone number`,
  photoInvalid: msg`This photo cannot be used: choose another one.`,
  cardNumberTooLong: msg`The card number must be at most 40 characters`,
  dateInvalid: msg`Please enter a valid date`,
};

/** The form's word for a field the data layer refused. */
const REFUSED: Record<keyof MemberFormValues, MemberFormIssue> = {
  name: 'nameRequired',
  phone: 'phoneInvalid',
  image: 'photoInvalid',
  vtcCardNumber: 'cardNumberTooLong',
  vtcCardExpiry: 'dateInvalid',
  licenceExpiry: 'dateInvalid',
};

const resolver = valibotResolver(memberFormSchema as v.GenericSchema<MemberFormValues>);

function PhotoInput({ value, name, onChange, error }: { value: string; name: string; onChange: (v: string) => void; error?: string }) {
  const src = useImageSrc(value);
  return <AvatarField value={value} src={src} name={name} onChange={onChange} store={usePhotoStore()} words={usePhotoWords(name)} error={error} />;
}

export function MemberDetailsForm({ profile, driver, onDone }: { profile: Profile; driver: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const writes = useProfileWrites();
  const [problem, setProblem] = useState<string | null>(null);
  const [initial] = useState(() => memberFormValues(profile));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const [name, cardExpiry, licenceExpiry] = useWatch({ control, name: ['name', 'vtcCardExpiry', 'licenceExpiry'] });
  const errorOf = (field: keyof MemberFormValues) => {
    const code = errors[field]?.message as MemberFormIssue | undefined;
    return code ? i18n._(ISSUES[code] ?? msg`Check this field`) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await writes.update(profile.id, memberChanges(initial, values));
    } catch (error) {
      if (error instanceof StorageFullError) setProblem(t`The device storage is full: free some space, then save again.`);
      else if (error instanceof ValidationError) {
        setProblem(t`Check the fields marked in red.`);
        for (const path of Object.keys(error.fieldErrors)) {
          if (path in REFUSED) setError(path as keyof MemberFormValues, { message: REFUSED[path as keyof MemberFormValues] });
        }
      } else if (error instanceof NotFoundError) setProblem(t`This member's details are no longer on this device.`);
      else setProblem(t`The details could not be saved. Your changes are still here: try again.`);
      return;
    }
    const shown = values.name.trim();
    showToast({ color: 'teal', title: t`Profile updated successfully`, message: t`${shown}'s details are saved; the other devices get them at their next sync.` });
    onDone();
  });

  const dateField = (name: 'vtcCardExpiry' | 'licenceExpiry', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          size="md"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="image"
          render={({ field }) => <PhotoInput value={field.value} name={name} onChange={field.onChange} error={errorOf('image')} />}
        />
        <TextInput label={t`Full name`} withAsterisk size="md" autoComplete="off" data-autofocus error={errorOf('name')} {...register('name')} />
        <TextInput
          label={t`Phone`}
          description={t`Shown to the office, and to clients on the rides of a driver.`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          size="md"
          error={errorOf('phone')}
          {...register('phone')}
        />
        {driver && (
          <Stack gap="md" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
            <Title order={3} size="h5" component="legend" p={0} mb="xs">
              <Trans>Professional documents</Trans>
            </Title>
            <Text size="sm" c="dimmed" mt={-8}>
              <Trans>Team and the board warn 30 days before an expiry; an expired card marks the driver's rides.</Trans>
            </Text>
            <TextInput
              label={t`VTC card number`}
              description={t`The professional card (carte professionnelle VTC).`}
              size="md"
              autoComplete="off"
              dir="ltr"
              error={errorOf('vtcCardNumber')}
              {...register('vtcCardNumber')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Stack gap={4}>
                {dateField('vtcCardExpiry', t`VTC card expiry`)}
                <ExpiryNote expiry={cardExpiry} document="card" />
              </Stack>
              <Stack gap={4}>
                {dateField('licenceExpiry', t`Driving licence expiry`)}
                <ExpiryNote expiry={licenceExpiry} document="licence" />
              </Stack>
            </SimpleGrid>
          </Stack>
        )}
        <FormActions problem={problem} onCancel={onDone} busy={isSubmitting} icon={<IconCheck size={18} aria-hidden />}>
          <Trans>Save changes</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
