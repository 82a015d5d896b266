// /admin/team (admins): the members of the office. Their details (name, phone, photo, a driver's VTC
// card and licence) are synced profiles, edited on the device, offline too. Their accounts are on
// the server, online only: create one, set or reset a password, disable or enable an account (a
// disabled account's sessions end on the server at once), turn off a member's two-factor sign-in.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRefresh, IconUserPlus, IconWifiOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { syncControlAtom, useAtomValue } from '../../app/state';
import type { Profile } from '../../domain/types';
import { Loading } from '../../ui/loading';
import { showToast } from '../../ui/toast';
import { MemberCard } from './member-card';
import { MemberDetailsForm } from './member-details-form';
import { DisableConfirm, ResetPasswordForm } from './member-forms';
import { membersOf, type Member } from './members';
import { NewMemberForm } from './new-member-form';
import { useProfiles } from './queries';
import { ProblemCard, useProblemText } from './team-problems';
import { TurnOffTwoFactorForm } from './two-factor-off-form';
import { problemOf, useTeam, type StaffAccount, type TeamProblem } from './use-team';

type Dialog =
  | { kind: 'new' }
  | { kind: 'details'; profile: Profile; driver: boolean; name: string }
  | { kind: 'reset' | 'disable' | 'twoFactor'; account: StaffAccount }
  | null;

function TeamDialog({ dialog, onClose, children }: { dialog: Dialog; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const title =
    dialog?.kind === 'new'
      ? t`Add a team member`
      : dialog?.kind === 'details'
        ? t`Details of ${dialog.name}`
        : dialog?.kind === 'reset'
          ? dialog.account.hasPassword === false
            ? t`Set a password`
            : t`Reset password`
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

/** Above the list when the accounts cannot be shown: the details below still can be edited. */
function AccountsNotice({ problem, onRetry }: { problem: TeamProblem; onRetry: () => void }) {
  const { t } = useLingui();
  const text = useProblemText();
  const retry = problem.kind !== 'standalone' && problem.kind !== 'forbidden' && problem.kind !== 'signIn';
  return (
    <Alert
      color={problem.kind === 'offline' ? 'orange' : 'gray'}
      variant="light"
      radius="lg"
      icon={<IconWifiOff size={18} aria-hidden />}
      title={problem.kind === 'standalone' ? t`Accounts are on the sync server` : t`Accounts cannot be shown now`}
    >
      <Stack gap="xs">
        <Text size="sm">
          {text(problem)}{' '}
          <Trans>Names, phones, photos and documents can still be changed here: they are sent with the sync.</Trans>
        </Text>
        {retry && (
          <Group>
            <Button size="sm" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export function TeamPage() {
  const { t } = useLingui();
  const problemText = useProblemText();
  const { state, reload, create, update, turnOffTwoFactor, me } = useTeam();
  const profiles = useProfiles();
  const sync = useAtomValue(syncControlAtom);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const accounts = state.kind === 'ready' ? state.accounts : null;
  const members = profiles === undefined && !accounts ? null : membersOf(accounts, profiles ?? []);

  const enable = async (account: StaffAccount) => {
    try {
      await update(account.id, { disabled: false });
      showToast({ color: 'teal', title: t`Account enabled`, message: t`${account.name} can sign in again.` });
    } catch (error) {
      showToast({ color: 'red', title: t`The account could not be enabled`, message: problemText(problemOf(error)) });
    }
  };

  // A new member's profile is made by the server with the account: fetch it now rather than later.
  const createMember: typeof create = async (input) => {
    const account = await create(input);
    void sync?.flush();
    return account;
  };

  const named = (member: Member, account: StaffAccount) => ({ ...account, name: member.name });
  const actionsOf = (member: Member) => ({
    onEdit: () => member.profile && setDialog({ kind: 'details', profile: member.profile, driver: member.role === 'driver', name: member.name }),
    onReset: () => member.account && setDialog({ kind: 'reset', account: named(member, member.account) }),
    onDisable: () => member.account && setDialog({ kind: 'disable', account: named(member, member.account) }),
    onEnable: () => (member.account ? enable(named(member, member.account)) : Promise.resolve()),
    onTurnOffTwoFactor: () => member.account && setDialog({ kind: 'twoFactor', account: named(member, member.account) }),
  });

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          <Trans>
            Administrators and drivers of the office. Their details are changed on this device, offline too, and sent
            with the sync; their sign-in accounts are changed on the server, online.
          </Trans>
        </Text>
        {state.kind === 'ready' && (
          <Button size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'new' })}>
            <Trans>Add member</Trans>
          </Button>
        )}
      </Group>
      {state.kind === 'problem' && members && members.length > 0 && <AccountsNotice problem={state.problem} onRetry={reload} />}
      {state.kind === 'problem' && members?.length === 0 && <ProblemCard problem={state.problem} onRetry={reload} />}
      {(members === null || (state.kind === 'loading' && members.length === 0)) && (
        <Group justify="center" py="xl">
          <Loading color="gold.5" type="dots" />
        </Group>
      )}
      {members && members.length > 0 && (
        <>
          <Group gap="sm" justify="space-between">
            <Title order={2} size="h4" id="team-members">
              {t`Team members`}{' '}
              <Text span c="dimmed" fw={400} inherit>
                ({members.length})
              </Text>
            </Title>
            {state.kind === 'loading' && <Loading color="gold.5" type="dots" size="sm" label={t`Loading the accounts`} />}
          </Group>
          <Stack gap="sm" component="ul" p={0} m={0} aria-labelledby="team-members">
            {members.map((member) => (
              <MemberCard key={member.id} member={member} isMe={member.id === me} accountsKnown={accounts !== null} actions={actionsOf(member)} />
            ))}
          </Stack>
        </>
      )}
      <TeamDialog dialog={dialog} onClose={close}>
        {dialog?.kind === 'new' && <NewMemberForm create={createMember} onDone={close} />}
        {dialog?.kind === 'details' && <MemberDetailsForm profile={dialog.profile} driver={dialog.driver} onDone={close} />}
        {dialog?.kind === 'reset' && <ResetPasswordForm account={dialog.account} update={update} onDone={close} />}
        {dialog?.kind === 'disable' && <DisableConfirm account={dialog.account} update={update} onDone={close} />}
        {dialog?.kind === 'twoFactor' && <TurnOffTwoFactorForm account={dialog.account} turnOff={turnOffTwoFactor} onDone={close} />}
      </TeamDialog>
    </Stack>
  );
}
