// The Security card's two-factor row: the signed-in staff member's own second step at sign-in, off or
// on with the recovery codes left, and the dialogs that change it. Without the server it says why.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { EnableTwoFactorModal } from './two-factor-enable';
import { RegenerateCodesModal, TurnOffModal } from './two-factor-manage';
import { useProblemText } from './two-factor-parts';
import { useTwoFactor } from './use-two-factor';

type Dialog = 'enable' | 'regenerate' | 'off' | null;

export function TwoFactorRow() {
  const { t } = useLingui();
  const dark = useComputedColorScheme('light') === 'dark';
  const session = useAtomValue(staffSessionAtom);
  const twoFactor = useTwoFactor();
  const problemText = useProblemText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { state } = twoFactor;
  const username = session?.user.username ?? '';
  const enabled = state.kind === 'ready' && state.status.enabled;

  let note: ReactNode;
  if (state.kind === 'loading') note = <Loader size="xs" type="dots" aria-label={t`Loading`} />;
  else if (state.kind === 'problem') note = problemText(state.problem);
  else if (!enabled) note = <Trans>After your password, sign-in asks for a code from an authenticator app on your phone.</Trans>;
  else
    note = (
      <Plural
        value={state.status.recoveryCodesLeft}
        one="Your sign-in asks for a code from your authenticator app. # recovery code left."
        other="Your sign-in asks for a code from your authenticator app. # recovery codes left."
      />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
        <Box miw={0}>
          <Group gap="xs">
            <Text size="sm" fw={500} id="two-factor-label">
              <Trans>Two-factor authentication</Trans>
            </Text>
            {enabled && (
              <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm">
                <Trans>On</Trans>
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" id="two-factor-note" aria-live="polite">
            {note}
          </Text>
        </Box>
        {!enabled && (
          <Button
            size="md"
            variant="default"
            disabled={state.kind !== 'ready'}
            aria-describedby="two-factor-note"
            style={{ flexShrink: 0 }}
            onClick={() => setDialog('enable')}
          >
            <Trans>Enable</Trans>
          </Button>
        )}
      </Group>
      {state.kind === 'problem' && state.problem.kind === 'server' && (
        <Group>
          <Button size="compact-md" variant="subtle" onClick={twoFactor.reload}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
      {enabled && (
        <Group gap="sm">
          <Button size="md" variant="default" onClick={() => setDialog('regenerate')}>
            <Trans>Regenerate recovery codes</Trans>
          </Button>
          <Button size="md" variant="default" color="red" onClick={() => setDialog('off')}>
            <Trans>Turn off</Trans>
          </Button>
        </Group>
      )}
      <EnableTwoFactorModal opened={dialog === 'enable'} onClose={() => setDialog(null)} actions={twoFactor} username={username} />
      <RegenerateCodesModal opened={dialog === 'regenerate'} onClose={() => setDialog(null)} actions={twoFactor} username={username} />
      <TurnOffModal opened={dialog === 'off'} onClose={() => setDialog(null)} actions={twoFactor} />
    </Stack>
  );
}
