// Where a booking stands, in the words of the client's status page: received, confirmed, driver
// assigned (with first name, car and plate), on the way, on location, done or cancelled; and the link
// to that page, which the server renders and refreshes on its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconExternalLink, IconSteeringWheel } from '@tabler/icons-react';
import { statusPath, type ClientProgress, type ClientState } from '../../domain/client-status';
import { useLang } from '../../i18n/use-lang';

export function useClientStateWords(): Record<ClientState, string> {
  const { t } = useLingui();
  return {
    received: t`Received`,
    confirmed: t`Confirmed`,
    assigned: t`Driver assigned`,
    on_the_way: t`Driver on the way`,
    on_location: t`Driver on location`,
    done: t`Completed`,
    cancelled: t`Cancelled`,
  };
}

const LOOK: Record<ClientState, { variant: string; color?: string }> = {
  received: { variant: 'light', color: 'gray' },
  confirmed: { variant: 'filled' },
  assigned: { variant: 'filled' },
  on_the_way: { variant: 'filled', color: 'teal.9' },
  on_location: { variant: 'filled', color: 'teal.9' },
  done: { variant: 'outline', color: 'navy' },
  cancelled: { variant: 'filled', color: 'red.8' },
};

export function ClientStateBadge({ state }: { state: ClientState }) {
  const words = useClientStateWords();
  return (
    <Badge variant={LOOK[state].variant} color={LOOK[state].color} radius="sm" data-state={state}>
      {words[state]}
    </Badge>
  );
}

/** The driver, car and plate once given; nothing before. */
export function DriverLine({ progress }: { progress: ClientProgress }) {
  if (!progress.driver && !progress.vehicle) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconSteeringWheel size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {progress.driver && (
          <>
            <Trans>Your driver:</Trans> <bdi>{progress.driver}</bdi>
          </>
        )}
        {progress.vehicle && (
          <>
            {progress.driver ? ' · ' : ''}
            <bdi>{progress.vehicle}</bdi>
          </>
        )}
        {progress.plate && (
          <>
            {' · '}
            <bdi dir="ltr">{progress.plate}</bdi>
          </>
        )}
      </Text>
    </Group>
  );
}

/** The booking's status page: a page of the server, opened as a page (not inside the app). */
export function StatusPageLink({ token }: { token: string | undefined }) {
  const lang = useLang();
  if (!token) return null;
  return (
    <Anchor href={statusPath(lang, token)} size="sm" w="fit-content" py={6} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <IconExternalLink size={16} aria-hidden />
      <Trans>Follow this booking</Trans>
    </Anchor>
  );
}
