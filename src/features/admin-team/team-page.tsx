// /admin/team (admins): the staff accounts on the server: create one, reset a password, disable or
// enable an account (a disabled account's sessions end on the server at once). Online only.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconKey,
  IconLock,
  IconLockOpen,
  IconRefresh,
  IconUserPlus,
  IconWifiOff,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { paths } from '../../domain/paths';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import type { StaffRole } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import { initialsOf } from '../../ui/initials';
import { useRoleLabel } from '../../ui/role-label';
import { showToast } from '../../ui/toast';
import { problemOf, useTeam, type StaffAccount, type TeamProblem } from './use-team';

const USERNAME_RE = /^[A-Za-z0-9._-]{3,50}$/;

/** The server's English sentences this screen knows, in the active language. */
function useServerWords() {
  const { t } = useLingui();
  const known: Record<string, string> = {
    'This username is already taken': t`This username is already taken`,
    'At least one active administrator must remain': t`At least one active administrator must remain`,
    'You cannot disable your own account or remove your own admin role': t`You cannot disable your own account or remove your own admin role`,
    'Staff member not found': t`This account no longer exists`,
    'Password must be at least 8 characters': t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    'Username must be 3 to 50 letters, digits, dots, dashes or underscores': t`Username must be 3 to 50 letters, digits, dots, dashes or underscores`,
    'Name is required': t`Name is required`,
  };
  return (message: string) => known[message] ?? message;
}

function useProblemText() {
  const { t } = useLingui();
  const words = useServerWords();
  return (problem: TeamProblem) => {
    switch (problem.kind) {
      case 'offline':
        return t`The team needs a connection to the server. Connect this device, then try again.`;
      case 'standalone':
        return t`Staff accounts live on the sync server, and this device works without one.`;
      case 'signIn':
        return t`Your session on the server has ended: sign in again, online, to manage the team.`;
      case 'forbidden':
        return t`Only administrators can manage the team.`;
      case 'server':
        return problem.details.length > 0 ? problem.details.map((d) => words(d.message)).join(' ') : words(problem.message);
    }
  };
}

function ProblemCard({ problem, onRetry }: { problem: TeamProblem; onRetry: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const text = useProblemText();
  return (
    <Paper withBorder radius="lg" p="xl" bg="var(--brand-surface)">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon variant="light" color={problem.kind === 'offline' ? 'orange' : 'gold'} radius="xl" size={56} aria-hidden>
          {problem.kind === 'offline' ? <IconWifiOff size={28} /> : <IconLock size={28} />}
        </ThemeIcon>
        <Title order={2} size="h4">
          {problem.kind === 'offline' ? t`You are offline` : t`The team cannot be shown`}
        </Title>
        <Text size="sm" c="dimmed" maw={460}>
          {text(problem)}
        </Text>
        {problem.kind === 'signIn' ? (
          <Button component={Link} to={paths.admin.login(lang, paths.admin.team(lang))} size="md">
            <Trans>Sign in again</Trans>
          </Button>
        ) : problem.kind !== 'standalone' && problem.kind !== 'forbidden' ? (
          <Button size="md" variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface NewMemberValues {
  username: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Shows the server's refusal next to the fields it names; returns what is left for an alert. */
function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly (keyof T & string)[],
  words: (message: string) => string,
  problemText: (problem: TeamProblem) => string,
): string | null {
  const problem = problemOf(error);
  if (problem.kind === 'server') {
    const rest = problem.details.filter((d) => !fields.includes(d.path));
    for (const detail of problem.details) {
      if (fields.includes(detail.path)) setError(detail.path as never, { message: words(detail.message) });
    }
    if (problem.status === 409 && problem.message === 'This username is already taken' && fields.includes('username')) {
      setError('username' as never, { message: words(problem.message) });
      return null;
    }
    if (problem.details.length > 0) return rest.length > 0 ? rest.map((d) => words(d.message)).join(' ') : null;
  }
  return problemText(problem);
}

function NewMemberForm({ onDone, create }: { onDone: () => void; create: ReturnType<typeof useTeam>['create'] }) {
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
        {problem && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button size="md" variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconUserPlus size={18} aria-hidden />}>
            <Trans>Create account</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResetPasswordForm({
  account,
  onDone,
  update,
}: {
  account: StaffAccount;
  onDone: () => void;
  update: ReturnType<typeof useTeam>['update'];
}) {
  const { t } = useLingui();
  const words = useServerWords();
  const problemText = useProblemText();
  const [problem, setProblem] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      v.object({
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
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: valibotResolver(schema), defaultValues: { password: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await update(account.id, { password });
      showToast({ color: 'teal', title: t`Password reset`, message: t`${account.name} is signed out everywhere and signs in with the new password.` });
      onDone();
    } catch (error) {
      setProblem(applyServerError(error, setError, ['password'], words, problemText));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            A new password for <b>{account.name}</b> (<bdi dir="ltr">{account.username}</bdi>). Their sessions end on every
            device.
          </Trans>
        </Text>
        <PasswordInput
          label={t`New password`}
          description={t`At least ${PASSWORD_MIN_LENGTH} characters.`}
          autoComplete="new-password"
          size="md"
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
          error={errors.password?.message}
          {...register('password')}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button size="md" variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="md" loading={isSubmitting} leftSection={<IconKey size={18} aria-hidden />}>
            <Trans>Reset password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableConfirm({
  account,
  onDone,
  update,
}: {
  account: StaffAccount;
  onDone: () => void;
  update: ReturnType<typeof useTeam>['update'];
}) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await update(account.id, { disabled: true });
      showToast({ color: 'teal', title: t`Account disabled`, message: t`${account.name} is signed out and can no longer sign in.` });
      onDone();
    } catch (error) {
      setProblem(problemText(problemOf(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>
          <b>{account.name}</b> is signed out on every device at once and can no longer sign in. You can enable the account
          again later.
        </Trans>
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button size="md" variant="default" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="md" color="red.9" loading={busy} onClick={() => void confirm()} leftSection={<IconLock size={18} aria-hidden />}>
          <Trans>Disable account</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function MemberCard({
  account,
  isMe,
  onReset,
  onDisable,
  onEnable,
}: {
  account: StaffAccount;
  isMe: boolean;
  onReset: () => void;
  onDisable: () => void;
  onEnable: () => Promise<void>;
}) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const [busy, setBusy] = useState(false);
  const dark = useComputedColorScheme('light') === 'dark';
  const headingId = `member-${account.id}`;
  return (
    <Paper
      component="li"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      bg="var(--brand-surface)"
      style={{ listStyle: 'none' }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar
            color={account.disabled ? 'gray' : 'gold.3'}
            c="#0b1426"
            variant="filled"
            radius="xl"
            size={44}
            aria-hidden
          >
            {initialsOf(account.name)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Text fw={600} truncate id={headingId}>
              <bdi>{account.name}</bdi>
            </Text>
            <Text size="sm" c="dimmed" truncate>
              <bdi dir="ltr">{account.username}</bdi>
            </Text>
          </Box>
        </Group>
        <Group gap={6}>
          <Badge variant={account.role === 'admin' ? 'filled' : 'default'} radius="sm">
            {roleLabel(account.role)}
          </Badge>
          {account.disabled ? (
            <Badge variant="filled" color="red.9" radius="sm">
              <Trans>Disabled</Trans>
            </Badge>
          ) : (
            <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm">
              <Trans>Active</Trans>
            </Badge>
          )}
          {isMe && (
            <Badge variant="default" radius="sm">
              <Trans>You</Trans>
            </Badge>
          )}
        </Group>
        {!isMe && (
          <Group gap="sm" grow>
            <Button
              size="md"
              variant="default"
              leftSection={<IconKey size={18} aria-hidden />}
              onClick={onReset}
              aria-label={t`Reset password of ${account.name}`}
            >
              <Trans>Reset password</Trans>
            </Button>
            {account.disabled ? (
              <Button
                size="md"
                variant="default"
                loading={busy}
                leftSection={<IconLockOpen size={18} aria-hidden />}
                aria-label={t`Enable ${account.name}`}
                onClick={() => {
                  setBusy(true);
                  void onEnable().finally(() => setBusy(false));
                }}
              >
                <Trans>Enable</Trans>
              </Button>
            ) : (
              <Button
                size="md"
                variant="default"
                c={dark ? 'red.4' : 'red.9'}
                leftSection={<IconLock size={18} aria-hidden />}
                aria-label={t`Disable ${account.name}`}
                onClick={onDisable}
              >
                <Trans>Disable</Trans>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type Dialog = { kind: 'new' } | { kind: 'reset'; account: StaffAccount } | { kind: 'disable'; account: StaffAccount } | null;

function TeamDialog({ dialog, onClose, children }: { dialog: Dialog; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const title =
    dialog?.kind === 'new'
      ? t`Add a team member`
      : dialog?.kind === 'reset'
        ? t`Reset password`
        : dialog?.kind === 'disable'
          ? t`Disable ${dialog.account.name}?`
          : '';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} radius="lg" fullScreen={phone} closeButtonProps={{ 'aria-label': t`Close` }}>
      {children}
    </Modal>
  );
}

export function TeamPage() {
  const { t } = useLingui();
  const problemText = useProblemText();
  const { state, reload, create, update, me } = useTeam();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const enable = async (account: StaffAccount) => {
    try {
      await update(account.id, { disabled: false });
      showToast({ color: 'teal', title: t`Account enabled`, message: t`${account.name} can sign in again.` });
    } catch (error) {
      showToast({ color: 'red', title: t`The account could not be enabled`, message: problemText(problemOf(error)) });
    }
  };

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          <Trans>Administrators and drivers who sign in to the back office. Changes take effect on the server at once.</Trans>
        </Text>
        {state.kind === 'ready' && (
          <Button size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'new' })}>
            <Trans>Add member</Trans>
          </Button>
        )}
      </Group>
      {state.kind === 'loading' && (
        <Group justify="center" py="xl">
          <Loader color="gold.5" type="dots" aria-label={t`Loading`} />
        </Group>
      )}
      {state.kind === 'problem' && <ProblemCard problem={state.problem} onRetry={reload} />}
      {state.kind === 'ready' && (
        <Title order={2} size="h4" id="team-members">
          {t`Team members`} <Text span c="dimmed" fw={400} inherit>({state.accounts.length})</Text>
        </Title>
      )}
      {state.kind === 'ready' && (
        <Stack gap="sm" component="ul" p={0} m={0} aria-labelledby="team-members">
          {state.accounts.map((account) => (
            <MemberCard
              key={account.id}
              account={account}
              isMe={account.id === me}
              onReset={() => setDialog({ kind: 'reset', account })}
              onDisable={() => setDialog({ kind: 'disable', account })}
              onEnable={() => enable(account)}
            />
          ))}
        </Stack>
      )}
      <TeamDialog dialog={dialog} onClose={close}>
        {dialog?.kind === 'new' && <NewMemberForm create={create} onDone={close} />}
        {dialog?.kind === 'reset' && <ResetPasswordForm account={dialog.account} update={update} onDone={close} />}
        {dialog?.kind === 'disable' && <DisableConfirm account={dialog.account} update={update} onDone={close} />}
      </TeamDialog>
    </Stack>
  );
}
