// Step 2, Personal Details: who travels and how to reach them.
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { memo } from 'react';
import type { StepProps } from './step-service';

export const StepDetails = memo(function StepDetails({ errorOf, textField }: Omit<StepProps, 'form' | 'edited'>) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`First name`} withAsterisk size="md" autoComplete="given-name" error={errorOf('firstName')} {...textField('firstName')} />
        <TextInput label={t`Last name`} withAsterisk size="md" autoComplete="family-name" error={errorOf('lastName')} {...textField('lastName')} />
        <TextInput
          type="email"
          label={t`Email`}
          withAsterisk
          size="md"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          leftSection={<IconMail size={18} aria-hidden />}
          error={errorOf('email')}
          {...textField('email')}
        />
        <TextInput
          type="tel"
          label={t`Phone`}
          description={t`With the country code, e.g. +33 6 12 34 56 78`}
          withAsterisk
          size="md"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          leftSection={<IconPhone size={18} aria-hidden />}
          error={errorOf('phone')}
          {...textField('phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t`Special requests`}
        description={t`Optional: child seat, extra stop, name sign...`}
        size="md"
        rows={4}
        error={errorOf('specialRequests')}
        {...textField('specialRequests')}
      />
    </Stack>
  );
});
