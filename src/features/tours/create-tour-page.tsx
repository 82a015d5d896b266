// /{lang}/tours/create (staff only): a new tour (SPEC 2.4 'Create tour', 5, 7), checked field by
// field on leaving it, saved on the device with its outbox entry so it syncs to the server.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Container, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCurrencyEuro, IconPhoto } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { StorageFullError } from '../../db/errors';
import { useCreateTour } from './queries';
import { paths } from '../../domain/paths';
import { MESSAGES } from '../../domain/schema-messages';
import { ValidationError } from '../../domain/schemas';
import { TITLE_MAX, TOUR_FORM_MESSAGES, tourFormSchema, tourPayload, type TourFormValues, type ValidTourForm } from '../../domain/tour-form';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import { showToast } from '../../ui/toast';
import { clearTourDraft, readTourDraft, writeTourDraft } from './tour-draft';
import classes from './tours.module.css';
import { useDocumentTitle } from '../../ui/use-document-title';

// The schema's English messages (SPEC 5's wording), in the active language.
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [MESSAGES.titleRequired]: msg`Title is required`,
  [MESSAGES.titleTooLong]: msg`Title must be less than 200 characters`,
  [MESSAGES.descriptionRequired]: msg`Description is required`,
  [MESSAGES.durationRequired]: msg`Duration is required`,
  [MESSAGES.priceRequired]: msg`Price is required`,
  [MESSAGES.priceInvalid]: msg`Price must be a valid number greater than 0`,
  [MESSAGES.categoryRequired]: msg`Category is required`,
  [MESSAGES.maxParticipantsMin]: msg`Max participants must be at least 1`,
  [MESSAGES.invalidUrl]: msg`Please enter a valid URL`,
  [TOUR_FORM_MESSAGES.descriptionTooLong]: msg`Description must be less than 5000 characters`,
  [TOUR_FORM_MESSAGES.durationTooLong]: msg`Duration must be less than 60 characters`,
  [TOUR_FORM_MESSAGES.priceTooHigh]: msg`Price must be less than 1,000,000,000`,
  [TOUR_FORM_MESSAGES.maxParticipantsTooHigh]: msg`Max participants must be at most 999`,
};

// The form holds '' for a category not chosen yet; the schema's output has one.
const resolver = valibotResolver(tourFormSchema) as unknown as Resolver<TourFormValues, unknown, ValidTourForm>;

// Side by side fields keep their inputs level: the hint goes under the input.
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

const FIELDS: readonly FieldPath<TourFormValues>[] = ['title', 'description', 'duration', 'price', 'category', 'maxParticipants', 'image', 'featured'];

export function CreateTourPage() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const createTour = useCreateTour();
  useDocumentTitle(t`Create New Tour`);

  const form = useForm<TourFormValues, unknown, ValidTourForm>({
    defaultValues: readTourDraft(),
    resolver,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const { errors, isValid, isSubmitting } = formState;
  const values = useWatch({ control });

  useEffect(() => {
    writeTourDraft({ ...readTourDraft(), ...values } as TourFormValues);
  }, [values]);

  const errorOf = (field: FieldPath<TourFormValues>) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    const descriptor = FIELD_MESSAGES[message];
    return descriptor ? i18n._(descriptor) : message;
  };

  const submit = handleSubmit(async (data) => {
    try {
      await createTour(tourPayload(data));
      clearTourDraft();
      showToast({ color: 'green', title: t`Success!`, message: t`Tour has been created successfully.` });
      await navigate(paths.tours(lang));
    } catch (error) {
      if (error instanceof ValidationError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as FieldPath<TourFormValues>, { message });
        }
      }
      const message =
        error instanceof StorageFullError
          ? t`This device's storage is full. Free some space and try again.`
          : error instanceof Error && error.message
            ? error.message
            : t`Failed to create tour. Please try again.`;
      showToast({ color: 'red', title: t`Error`, message });
    }
  });

  const categories = [
    { value: '', label: t`Select a category`, disabled: true },
    { value: 'private', label: t({ message: 'Private tour', context: 'tour category' }) },
    { value: 'shared', label: t({ message: 'Shared tour', context: 'tour category' }) },
  ];

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.tours(lang)} size="sm" c="var(--brand-accent-text)" w="fit-content">
          <Group gap={6} component="span">
            <IconArrowLeft size={16} aria-hidden className={rtl.mirror} />
            <Trans>Back to Tours</Trans>
          </Group>
        </Anchor>
        <Stack gap="xs">
          <Title order={1} className={classes.pageTitle}>
            <Trans>Create New Tour</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The tour is saved on this device and published to every device at the next sync.</Trans>
          </Text>
        </Stack>

        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className={classes.formCard}
          aria-labelledby="create-tour-details"
        >
          <Stack gap="lg">
            <Title order={2} size="h3" id="create-tour-details">
              <Trans>Tour details</Trans>
            </Title>
            <TextInput
              label={t`Title`}
              withAsterisk
              size="md"
              maxLength={TITLE_MAX + 50}
              placeholder={t`e.g. Versailles Palace & Gardens`}
              error={errorOf('title')}
              {...register('title')}
            />
            <Textarea
              label={t`Description`}
              withAsterisk
              size="md"
              rows={4}
              placeholder={t`What the guests will see and do`}
              error={errorOf('description')}
              {...register('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
              <TextInput
                label={t`Duration`}
                withAsterisk
                size="md"
                placeholder={t`e.g. 4 hours, Full day`}
                error={errorOf('duration')}
                {...register('duration')}
              />
              <TextInput
                type="number"
                step={0.01}
                min={0.01}
                inputMode="decimal"
                label={t`Price (EUR)`}
                description={t`Per person, taxes included`}
                inputWrapperOrder={BELOW}
                withAsterisk
                size="md"
                dir="ltr"
                placeholder="299.00"
                leftSection={<IconCurrencyEuro size={18} aria-hidden />}
                error={errorOf('price')}
                {...register('price')}
              />
              <NativeSelect
                label={t`Category`}
                withAsterisk
                size="md"
                data={categories}
                error={errorOf('category')}
                {...register('category')}
              />
              <TextInput
                type="number"
                step={1}
                min={1}
                inputMode="numeric"
                label={t`Max participants`}
                description={t`Optional`}
                inputWrapperOrder={BELOW}
                size="md"
                dir="ltr"
                error={errorOf('maxParticipants')}
                {...register('maxParticipants')}
              />
            </SimpleGrid>
            <TextInput
              type="url"
              label={t`Image URL`}
              description={t`Optional: an https:// address of a photo`}
              size="md"
              dir="ltr"
              inputMode="url"
              placeholder="https://"
              leftSection={<IconPhoto size={18} aria-hidden />}
              error={errorOf('image')}
              {...register('image')}
            />
            <Switch
              label={t`Featured tour`}
              description={t`Shown on the home page with a Best Seller badge`}
              size="md"
              color="gold.5"
              {...register('featured')}
            />

            <Group justify="flex-end" gap="sm" mt="md">
              <Button component={Link} to={paths.tours(lang)} variant="default" size="md" onClick={clearTourDraft}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" size="md" disabled={!isValid || isSubmitting}>
                {isSubmitting ? <Trans>Creating Tour...</Trans> : <Trans>Create Tour</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
