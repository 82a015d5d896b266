// /admin/team (admins): the staff accounts on the server: create one, reset a password, disable or
// enable an account (a disabled account's sessions end on the server at once), turn off a member's
// two-factor sign-in. Online only.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { showToast } from '../../ui/toast';
import { MemberCard } from './member-card';
import { DisableConfirm, ResetPasswordForm } from './member-forms';
import { NewMemberForm } from './new-member-form';
import { ProblemCard, useProblemText } from './team-problems';
import { TurnOffTwoFactorForm } from './two-factor-off-form';
import { problemOf, useTeam, type StaffAccount } from './use-team';
import { Loading } from '../../ui/loading';

type Dialog =
  | { kind: 'new' }
  | { kind: 'reset' | 'disable' | 'twoFactor'; account: StaffAccount }
  | null;

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
          : dialog?.kind === 'twoFactor'
            ? t`Turn off two-factor for ${dialog.account.name}?`
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
  const { state, reload, create, update, turnOffTwoFactor, me } = useTeam();
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
          <Loading color="gold.5" type="dots" />
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
              onTurnOffTwoFactor={() => setDialog({ kind: 'twoFactor', account })}
            />
          ))}
        </Stack>
      )}
      <TeamDialog dialog={dialog} onClose={close}>
        {dialog?.kind === 'new' && <NewMemberForm create={create} onDone={close} />}
        {dialog?.kind === 'reset' && <ResetPasswordForm account={dialog.account} update={update} onDone={close} />}
        {dialog?.kind === 'disable' && <DisableConfirm account={dialog.account} update={update} onDone={close} />}
        {dialog?.kind === 'twoFactor' && (
          <TurnOffTwoFactorForm account={dialog.account} turnOff={turnOffTwoFactor} onDone={close} />
        )}
      </TeamDialog>
    </Stack>
  );
}
