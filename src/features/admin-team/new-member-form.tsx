// Adding a team member: user name, full name, role and an initial password given in person.
import { FormActions } from './form-actions';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import type { StaffRole } from '../../domain/types';
import { showToast } from '../../ui/toast';
import { applyServerError, useProblemText, useServerWords } from './team-problems';
import type { useTeam } from './use-team';

const USERNAME_RE = /^[A-Za-z0-9._-]{3,50}$/;

interface NewMemberValues {
  username: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function NewMemberForm({ onDone, create }: { onDone: () => void; create: ReturnType<typeof useTeam>['create'] }) {
  const { t } = useLingui();
  const words = useServerWords();
  const problemText = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      v.object({
        username: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t`Username is required`),
          v.regex(USERNAME_RE, t`Username must be 3 to 50 letters, digits, dots, dashes or underscores`),
        ),
        name: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Name is required`), v.maxLength(100, t`Name must be at most 100 characters`)),
        role: v.picklist(['admin', 'driver']),
        password: v.pipe(
          v.string(),
          v.minLength(PASSWORD_MIN_LENGTH, t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
          v.maxLength(200, t`Password must be at most 200 characters`),
        ),
      }),
    [t],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewMemberValues>({
    resolver: valibotResolver(schema),
    defaultValues: { username: '', name: '', role: 'driver', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const account = await create(values);
      showToast({ color: 'teal', title: t`Account created`, message: t`${account.name} can sign in as ${account.username}.` });
      onDone();
    } catch (error) {
      setProblem(applyServerError(error, setError, ['username', 'name', 'role', 'password'], words, problemText));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Username`}
          description={t`Used to sign in: letters, digits, dots, dashes or underscores.`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          size="md"
          data-autofocus
          error={errors.username?.message}
          {...register('username')}
        />
        <TextInput label={t`Full name`} autoComplete="off" size="md" error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="md" fw={500} component="span" id="new-member-role">
                <Trans>Role</Trans>
              </Text>
              <SegmentedControl
                size="md"
                radius="xl"
                fullWidth
                aria-labelledby="new-member-role"
                value={field.value}
                onChange={(value) => field.onChange(value as StaffRole)}
                data={[
                  { value: 'driver', label: t`Driver` },
                  { value: 'admin', label: t`Administrator` },
                ]}
              />
              <Text size="xs" c="dimmed">
                {field.value === 'driver'
                  ? t`Bookings, remarks, order forms and their PDF; nothing else.`
                  : t`Everything, including the fleet, the blog, settings and the team.`}
              </Text>
            </Stack>
          )}
        />
        <PasswordInput
          label={t`Initial password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters. Give it to them in person; they can change it on their profile.`}
          autoComplete="new-password"
          size="md"
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormActions problem={problem} onCancel={onDone} busy={isSubmitting} icon={<IconUserPlus size={18} aria-hidden />}>
          <Trans>Create account</Trans>
        </FormActions>
      </Stack>
    </form>
  );
}
