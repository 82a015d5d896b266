import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '../ui/use-online';

/** Tells the visitor the app works from its own copy while the network is gone. */
export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <Badge
      role="status"
      color="orange.9"
      variant="filled"
      size="lg"
      leftSection={<IconWifiOff size={14} aria-hidden />}
    >
      <Trans>Offline</Trans>
    </Badge>
  );
}
