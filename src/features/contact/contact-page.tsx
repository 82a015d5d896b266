// /{lang}/contact (SPEC 2.4 'Contact page'): the form, and the office's address, phone, email and
// social links beside it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageHead } from '../../ui/use-head';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import classes from './contact.module.css';

export function ContactPage() {
  const { t } = useLingui();
  usePageHead();

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap={40}>
        <Stack gap="sm" maw={720}>
          <Text className={classes.eyebrow}>
            <Trans>At your service, day and night</Trans>
          </Text>
          <Title order={1} className={classes.pageTitle}>
            {t`Contact Us`}
          </Title>
          <hr className={classes.rule} />
          <Text size="lg" c="dimmed">
            <Trans>
              A transfer to arrange, a tour to plan, a corporate account to open? Tell us about it: our team replies
              quickly, whatever the hour.
            </Trans>
          </Text>
        </Stack>

        <div className={classes.grid}>
          <section className={classes.formCard} aria-labelledby="contact-form-title">
            <Title id="contact-form-title" order={2} className={classes.formTitle}>
              <Trans>Send us a message</Trans>
            </Title>
            <Text size="sm" c="dimmed" mb="lg">
              <Trans>Fields marked with an asterisk are required.</Trans>
            </Text>
            <ContactForm labelledBy="contact-form-title" />
          </section>
          <aside aria-label={t`Our contact details`}>
            <ContactDetails />
          </aside>
        </div>
      </Stack>
    </Container>
  );
}
