// The profile's two-factor section: the signed-in staff member's own second step at sign-in, off or
// on with the recovery codes left, and the dialogs that change it. Without the server it says why.
import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { staffSessionAtom, useAtomValue } from '../../app/state';
import { EnableTwoFactorModal } from './two-factor-enable';
import { RegenerateCodesModal, TurnOffModal } from './two-factor-manage';
import { useProblemText } from './two-factor-parts';
import { useTwoFactor } from './use-two-factor';
import { Loading } from '../../ui/loading';

/** The section's anchor: Settings' Security card links to it. */
export const TWO_FACTOR_ANCHOR = 'two-factor';

type Dialog = 'enable' | 'regenerate' | 'off' | null;

/** Brings the section into view when the address names it. */
function useScrollToAnchor(id: string) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    // After the frame: the layout scrolls every newly opened page to its top in the same commit.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(frame);
  }, [hash, id]);
}

export function TwoFactorSection() {
  const dark = useComputedColorScheme('light') === 'dark';
  const session = useAtomValue(staffSessionAtom);
  const twoFactor = useTwoFactor();
  const problemText = useProblemText();
  const [dialog, setDialog] = useState<Dialog>(null);
  useScrollToAnchor(TWO_FACTOR_ANCHOR);
  const { state } = twoFactor;
  const username = session?.user.username ?? '';
  const enabled = state.kind === 'ready' && state.status.enabled;

  let note: ReactNode;
  if (state.kind === 'loading') note = <Loading size="xs" type="dots" />;
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
    <Paper
      component="section"
      id={TWO_FACTOR_ANCHOR}
      aria-labelledby="two-factor-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))' }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h4" id="two-factor-title">
              <Trans>Two-factor authentication</Trans>
            </Title>
            {enabled && (
              <Badge variant="outline" color={dark ? 'teal.3' : 'teal.9'} radius="sm">
                <Trans>On</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" id="two-factor-note" aria-live="polite">
            {note}
          </Text>
        </Stack>
        {state.kind === 'problem' && state.problem.kind === 'server' && (
          <Group>
            <Button size="compact-md" variant="subtle" onClick={twoFactor.reload}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        )}
        {enabled ? (
          <Group gap="sm">
            <Button size="md" variant="default" onClick={() => setDialog('regenerate')}>
              <Trans>Regenerate recovery codes</Trans>
            </Button>
            <Button size="md" variant="default" color="red" onClick={() => setDialog('off')}>
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        ) : (
          <Group>
            <Button
              size="md"
              variant="default"
              disabled={state.kind !== 'ready'}
              aria-describedby="two-factor-note"
              onClick={() => setDialog('enable')}
            >
              <Trans>Enable</Trans>
            </Button>
          </Group>
        )}
      </Stack>
      <EnableTwoFactorModal opened={dialog === 'enable'} onClose={() => setDialog(null)} actions={twoFactor} username={username} />
      <RegenerateCodesModal opened={dialog === 'regenerate'} onClose={() => setDialog(null)} actions={twoFactor} username={username} />
      <TurnOffModal opened={dialog === 'off'} onClose={() => setDialog(null)} actions={twoFactor} />
    </Paper>
  );
}
