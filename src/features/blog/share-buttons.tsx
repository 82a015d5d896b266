// Share buttons for Facebook, Twitter and LinkedIn (src/features/blog/share-links.ts does the sharing).
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandLinkedin, IconBrandTwitter } from '@tabler/icons-react';
import { sharePost, type ShareNetwork } from './share-links';

export function ShareButtons({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const buttons: { network: ShareNetwork; label: string; Icon: typeof IconBrandFacebook }[] = [
    { network: 'facebook', label: t`Share on Facebook`, Icon: IconBrandFacebook },
    { network: 'twitter', label: t`Share on Twitter`, Icon: IconBrandTwitter },
    { network: 'linkedin', label: t`Share on LinkedIn`, Icon: IconBrandLinkedin },
  ];
  return (
    <Group gap="sm">
      {buttons.map(({ network, label, Icon }) => (
        <ActionIcon
          key={network}
          variant="default"
          size={44}
          radius="xl"
          aria-label={label}
          title={label}
          onClick={() => void sharePost(network, { title, url })}
        >
          <Icon size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
