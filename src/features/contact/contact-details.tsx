// How to reach the office besides the form: address, phone, email (the settings' when set) and the
// social links (placeholders until the company's accounts exist, as in the footer).
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMail,
  IconMapPin,
  IconPhone,
  IconShare,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useSettings } from '../../db/hooks';
import { OFFICE } from '../../domain/office';
import classes from './contact.module.css';

const OFFICE_ADDRESS = OFFICE.address;
const FALLBACK_PHONE = OFFICE.phone;
const FALLBACK_EMAIL = OFFICE.email;

const SOCIALS = [
  { label: 'Facebook', icon: IconBrandFacebook },
  { label: 'Instagram', icon: IconBrandInstagram },
  { label: 'X', icon: IconBrandX },
  { label: 'LinkedIn', icon: IconBrandLinkedin },
];

function DetailCard({ icon: Icon, title, children }: { icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>; title: string; children: ReactNode }) {
  return (
    <div className={classes.detailCard}>
      <span className={classes.detailIcon}>
        <Icon size={22} stroke={1.6} aria-hidden />
      </span>
      <div className={classes.detailBody}>
        <Text component="h3" className={classes.detailTitle}>
          {title}
        </Text>
        {children}
      </div>
    </div>
  );
}

export function ContactDetails({ social = true }: { social?: boolean }) {
  const { t } = useLingui();
  const settings = useSettings();
  const phone = settings?.sitePhone || FALLBACK_PHONE;
  const email = settings?.siteEmail || FALLBACK_EMAIL;

  return (
    <div className={classes.details}>
      <DetailCard icon={IconMapPin} title={t`Our office`}>
        <Text component="address" fs="normal" size="sm" c="dimmed">
          <bdi>{OFFICE_ADDRESS}</bdi>
        </Text>
      </DetailCard>
      <DetailCard icon={IconPhone} title={t`Call us`}>
        <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" fw={600}>
          <bdi dir="ltr">{phone}</bdi>
        </Anchor>
        <Text size="sm" c="dimmed">
          <Trans>available 24/7</Trans>
        </Text>
      </DetailCard>
      <DetailCard icon={IconMail} title={t`Write to us`}>
        <Anchor href={`mailto:${email}`} size="sm" fw={600} className={classes.email}>
          <bdi dir="ltr">{email}</bdi>
        </Anchor>
        <Text size="sm" c="dimmed">
          <Trans>We reply in French, English or Arabic.</Trans>
        </Text>
      </DetailCard>
      {social && (
        <DetailCard icon={IconShare} title={t`Follow us`}>
          <Group gap={4} mt={2}>
            {SOCIALS.map(({ label, icon: Icon }) => (
              <ActionIcon
                key={label}
                component="a"
                href="#"
                onClick={(event) => event.preventDefault()}
                variant="subtle"
                color="gold"
                size="lg"
                radius="xl"
                className={classes.social}
                aria-label={label}
              >
                <Icon size={20} aria-hidden />
              </ActionIcon>
            ))}
          </Group>
        </DetailCard>
      )}
    </div>
  );
}
