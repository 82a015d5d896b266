// The header's sync badge: what waits to be sent and whether it can be; it opens the sync screen.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Loader } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudUpload, IconLock, IconPhotoExclamation, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../domain/paths';
import { useLang } from '../i18n/use-lang';
import { backendModeAtom, needsSignInAtom, syncStatusAtom, useAtomValue } from './state';
import { useOnline } from '../ui/use-online';

type Tone = { color: string; icon: ReactNode; label: string; short: string };

export function SyncBadge() {
  const { t } = useLingui();
  const lang = useLang();
  const status = useAtomValue(syncStatusAtom);
  const mode = useAtomValue(backendModeAtom);
  const signInAgain = useAtomValue(needsSignInAtom);
  const online = useOnline();
  const pending = status?.pending ?? 0;
  const rejected = status?.rejected ?? 0;
  const failedUploads = status?.failedUploads ?? 0;
  const waiting = t`${plural(pending, { one: '# change waiting', other: '# changes waiting' })}`;

  let tone: Tone;
  if (mode === 'standalone') {
    tone = { color: 'gray', icon: <IconCloudUpload size={14} aria-hidden />, label: t`Local only: no sync server`, short: t`Local` };
  } else if (!online || status?.state === 'offline') {
    tone = {
      color: 'orange.9',
      icon: <IconWifiOff size={14} aria-hidden />,
      label: pending ? t`Offline, ${waiting}` : t`Offline`,
      short: pending ? String(pending) : t`Offline`,
    };
  } else if (signInAgain) {
    tone = { color: 'red.8', icon: <IconLock size={14} aria-hidden />, label: t`Sign in again to sync`, short: t`Sign in` };
  } else if (status?.state === 'error' || rejected > 0) {
    tone = {
      color: 'red.8',
      icon: <IconAlertTriangle size={14} aria-hidden />,
      label: rejected ? t`${plural(rejected, { one: '# change refused', other: '# changes refused' })}` : t`Sync error`,
      short: rejected ? String(rejected) : t`Error`,
    };
  } else if (failedUploads > 0) {
    tone = {
      color: 'orange.9',
      icon: <IconPhotoExclamation size={14} aria-hidden />,
      label: t`${plural(failedUploads, { one: '# photo not sent', other: '# photos not sent' })}`,
      short: String(failedUploads),
    };
  } else if (status?.state === 'syncing') {
    tone = { color: 'blue.8', icon: <Loader size={10} color="white" />, label: t`Syncing…`, short: t`Sync` };
  } else if (pending > 0) {
    tone = { color: 'yellow.9', icon: <IconCloudUpload size={14} aria-hidden />, label: waiting, short: String(pending) };
  } else {
    tone = { color: 'teal.9', icon: <IconCircleCheck size={14} aria-hidden />, label: t`Up to date`, short: t`Synced` };
  }

  return (
    <Badge
      component={Link}
      to={paths.admin.sync(lang)}
      color={tone.color}
      variant="filled"
      size="lg"
      radius="xl"
      leftSection={tone.icon}
      aria-label={tone.label}
      title={tone.label}
      style={{ cursor: 'pointer', textTransform: 'none' }}
    >
      <Box component="span" aria-hidden visibleFrom="sm">
        {tone.label}
      </Box>
      <Box component="span" aria-hidden hiddenFrom="sm">
        {tone.short}
      </Box>
    </Badge>
  );
}
