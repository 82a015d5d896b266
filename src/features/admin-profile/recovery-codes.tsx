// New recovery codes, shown once: to copy or download, then confirmed saved before the dialog closes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadText } from '../../ui/download';


export function RecoveryCodes({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const file = [t`Recovery codes of ${username}: each one signs in once, instead of the code from the app.`, '', text, ''].join('\n');
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconLifebuoy size={18} aria-hidden />}>
        <Trans>
          If you lose your phone, each of these codes signs you in once. Keep them somewhere safe, away from this phone:
          they are shown only now.
        </Trans>
      </Alert>
      <SimpleGrid component="ul" cols={2} spacing="xs" verticalSpacing={4} m={0} p={0} aria-label={t`Recovery codes`} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" size="md" dir="ltr" ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm" grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="md"
              onClick={copy}
              leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            >
              {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          size="md"
          onClick={() => downloadText(file, `recovery-codes-${username}.txt`, 'text/plain;charset=utf-8')}
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          <Trans>Download</Trans>
        </Button>
      </Group>
      <Checkbox
        size="md"
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
        label={t`I have saved these codes somewhere safe`}
      />
      <Button size="md" disabled={!saved} onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </Stack>
  );
}
