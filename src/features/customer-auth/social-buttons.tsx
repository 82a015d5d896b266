// Social sign-in (DESIGN: only when a provider is configured on the server). None is yet, so this
// renders nothing until one is added here.
import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Stack } from '@mantine/core';

type Provider = { id: 'google' | 'facebook'; name: string; href: string };

export const CONFIGURED_PROVIDERS: readonly Provider[] = [];

export function SocialButtons({ providers = CONFIGURED_PROVIDERS }: { providers?: readonly Provider[] }) {
  const { t } = useLingui();
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t`OR`} labelPosition="center" />
      {providers.map(({ id, name, href }) => (
        <Button key={id} component="a" href={href} variant="default" fullWidth>
          {t`Continue with ${name}`}
        </Button>
      ))}
    </Stack>
  );
}
