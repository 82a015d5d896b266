// Which personal info the profile screen can offer: the synced profile to view and edit; on a device
// with a sync server that has not received it yet, a word that it comes with the next sync (and no
// form, so nothing typed can be lost); on a device without a sync server, a first one made here.
//
// Why not make one on every device that lacks it: the server makes each member's profile with their
// account (and alone writes its role and whether it is active); a second one made offline would be
// a create of a record that already exists on the server, refused or fought over at the next sync.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { syncControlAtom, useAtomValue } from '../../app/state';
import type { Profile } from '../../domain/types';
import type { StaffSession } from '../../sync/session-store';
import { useOnline } from '../../ui/use-online';
import { PersonalInfo } from './personal-info';
import { useProfileWrites } from './queries';

function NotSyncedYet() {
  const control = useAtomValue(syncControlAtom);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="gold" radius="xl" size={44} aria-hidden>
          <IconCloudDownload size={24} />
        </ThemeIcon>
        <Stack gap="xs" miw={0}>
          <Title order={2} size="h4">
            <Trans>Personal info</Trans>
          </Title>
          <Text size="sm">
            <Trans>
              Your name, phone and photo have not reached this device yet. They come with the next sync; you can
              then change them here, even offline.
            </Trans>
          </Text>
          {control && online && (
            <Group>
              <Button
                variant="default"
                size="md"
                loading={busy}
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => {
                  setBusy(true);
                  void control.flush().finally(() => setBusy(false));
                }}
              >
                <Trans>Sync now</Trans>
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

export function ProfileDetails({ session, profile }: { session: StaffSession; profile: Profile | null | undefined }) {
  const { t } = useLingui();
  const writes = useProfileWrites();
  const { user } = session;
  if (profile === undefined) return <Skeleton height={180} radius="lg" />;
  if (profile) {
    return (
      <PersonalInfo
        profile={profile}
        savedNote={session.standalone ? t`Saved on this device.` : t`Saved on this device; the office sees it after the next sync.`}
        save={(changes) => writes.update(profile.id, changes)}
      />
    );
  }
  if (!session.standalone) return <NotSyncedYet />;
  const start = { name: user.name, phone: '', image: '' };
  return (
    <PersonalInfo
      profile={start}
      savedNote={t`Saved on this device.`}
      save={(changes) => writes.createLocal(user.id, user.role, { ...start, ...changes })}
    />
  );
}
