// The profile screen's personal info (SPEC 2.6 'View and edit of personal info'): the signed-in
// member's name, phone and photo as the office and clients see them, shown, then edited in place.
// Saved on the device through the outbox, so it works offline and reaches the office with the sync.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { StorageFullError } from '../../db/errors';
import { useImageSrc } from '../../db/use-image-src';
import { ValidationError } from '../../domain/schemas';
import type { Profile } from '../../domain/types';
import { AvatarField } from '../../ui/admin/avatar-field';
import { showToast } from '../../ui/toast';
import { profileFields, profileFormSchema, profileFormValues, type ProfileFormIssue, type ProfileFormValues } from './profile-form';
import { usePhotoStore } from './queries';
import { usePhotoWords } from './use-photo-words';

const ISSUES: Record<ProfileFormIssue, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  nameTooLong: msg`Name must be at most 100 characters`,
  phoneInvalid: msg`Please enter a valid phone number`,
  photoInvalid: msg`This photo cannot be used: choose another one.`,
};

/** Maps the record schema's field messages (a refusal by the data layer) to the form's. */
const RECORD_MESSAGES: Record<string, ProfileFormIssue> = {
  name: 'nameRequired',
  phone: 'phoneInvalid',
  image: 'photoInvalid',
};

/**
 * Isolated left to right, so that its groups of digits keep their order in an Arabic sentence, and
 * with no-break spaces, so that no line ends inside it.
 */
const PHONE_EXAMPLE = '\u2066+33\u00a06\u00a012\u00a034\u00a056\u00a078\u2069';

const resolver = valibotResolver(profileFormSchema as v.GenericSchema<ProfileFormValues>);

function PhotoInput({ value, name, onChange, error }: { value: string; name: string; onChange: (v: string) => void; error?: string }) {
  const src = useImageSrc(value);
  return <AvatarField value={value} src={src} name={name} onChange={onChange} store={usePhotoStore()} words={usePhotoWords()} error={error} />;
}

function EditForm({
  initial,
  save,
  savedNote,
  onDone,
}: {
  initial: ProfileFormValues;
  save: (changes: Partial<ProfileFormValues>) => Promise<unknown>;
  savedNote: string;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const name = useWatch({ control, name: 'name' });
  const errorOf = (field: keyof ProfileFormValues) => {
    const code = errors[field]?.message as ProfileFormIssue | undefined;
    return code ? i18n._(ISSUES[code] ?? msg`Check this field`) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    // Only what was changed here: a change another device made meanwhile to another field is kept.
    const after = profileFields(values);
    const before = profileFields(initial);
    const changes = Object.fromEntries(
      (Object.keys(after) as (keyof ProfileFormValues)[]).filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]),
    ) as Partial<ProfileFormValues>;
    try {
      await save(changes);
    } catch (error) {
      let reason = t`Your changes are still here: try again.`;
      if (error instanceof StorageFullError) reason = t`The device storage is full: free some space, then save again.`;
      if (error instanceof ValidationError) {
        reason = t`Check the fields marked in red.`;
        for (const path of Object.keys(error.fieldErrors)) {
          const code = RECORD_MESSAGES[path];
          if (code) setError(path as keyof ProfileFormValues, { message: code }, { shouldFocus: true });
        }
      }
      showToast({ color: 'red', title: t`Failed to update profile`, message: reason });
      return;
    }
    showToast({ color: 'teal', title: t`Profile updated successfully`, message: savedNote });
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={480}>
        <Controller
          control={control}
          name="image"
          render={({ field }) => <PhotoInput value={field.value} name={name} onChange={field.onChange} error={errorOf('image')} />}
        />
        <TextInput label={t`Full name`} withAsterisk size="md" autoComplete="name" error={errorOf('name')} {...register('name')} />
        <TextInput
          label={t`Phone`}
          description={t`The number clients and the office call you on, e.g. ${PHONE_EXAMPLE}.`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          size="md"
          error={errorOf('phone')}
          {...register('phone')}
        />
        <Group gap="sm">
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconCheck size={18} aria-hidden />}>
            <Trans>Save changes</Trans>
          </Button>
          <Button variant="default" size="md" onClick={onDone} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="div">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * The card: what the office has, and 'Edit' to change it. `profile` is the synced record, or what to
 * start from when there is none yet and `save` makes it (a device without a sync server).
 */
export function PersonalInfo({
  profile,
  save,
  savedNote,
}: {
  profile: Pick<Profile, 'name' | 'phone' | 'image'>;
  save: (changes: Partial<ProfileFormValues>) => Promise<unknown>;
  /** The success toast's message (where the change goes from here). */
  savedNote: string;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={2} size="h4">
              <Trans>Personal info</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Your name, phone and photo, as the office and your clients see them.</Trans>
            </Text>
          </Stack>
          {!editing && (
            <Button variant="default" size="md" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
          )}
        </Group>
        {editing ? (
          <EditForm initial={profileFormValues(profile)} save={save} savedNote={savedNote} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap="sm" component="dl" m={0}>
            <Line label={t`Full name`}>
              <bdi>{profile.name}</bdi>
            </Line>
            <Line label={t`Phone`}>
              {profile.phone ? <bdi dir="ltr">{profile.phone}</bdi> : <Text span c="dimmed" inherit fw={400}>{t`No phone number yet`}</Text>}
            </Line>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
