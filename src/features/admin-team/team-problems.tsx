// The team screen's words for what went wrong: the server's sentences it knows, in the active language,
// a problem as a sentence, a refusal shown next to the fields it names, and the card shown instead of the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconRefresh, IconWifiOff } from '@tabler/icons-react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { PASSWORD_MIN_LENGTH } from '../../domain/protocol';
import { useLang } from '../../i18n/use-lang';
import { problemOf, type TeamProblem } from './use-team';

/** The server's English sentences this screen knows, in the active language. */
export function useServerWords() {
  const { t } = useLingui();
  const known: Record<string, string> = {
    'This username is already taken': t`This username is already taken`,
    'At least one active administrator must remain': t`At least one active administrator must remain`,
    'You cannot disable your own account or remove your own admin role': t`You cannot disable your own account or remove your own admin role`,
    'Staff member not found': t`This account no longer exists`,
    'Password must be at least 8 characters': t`Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    'Username must be 3 to 50 letters, digits, dots, dashes or underscores': t`Username must be 3 to 50 letters, digits, dots, dashes or underscores`,
    'Name is required': t`Name is required`,
    'Two-factor authentication is off': t`Two-factor authentication is already off for this account.`,
  };
  return (message: string) => known[message] ?? message;
}

export function useProblemText() {
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
      case 'wrongPassword':
        return t`The password is not right.`;
      case 'tooMany':
        return t`Too many attempts. Please wait a minute and try again.`;
      case 'server':
        return problem.details.length > 0 ? problem.details.map((d) => words(d.message)).join(' ') : words(problem.message);
    }
  };
}

export function ProblemCard({ problem, onRetry }: { problem: TeamProblem; onRetry: () => void }) {
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

/** Shows the server's refusal next to the fields it names; returns what is left for an alert. */
export function applyServerError<T extends FieldValues>(
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
