// The home page's contact section (SPEC 1): a short header and the contact details beside the same
// form as the contact page.
import { Trans } from '@lingui/react/macro';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import classes from './contact.module.css';
import { UntilLive } from '../../ui/until-live';

export function ContactSection() {
  return (
    <Box component="section" className={classes.section} aria-labelledby="home-contact-title">
      <Container size="xl">
        <div className={`${classes.grid} ${classes.sectionGrid}`}>
          <Stack gap="lg">
            <Stack gap="sm">
              <Text className={classes.eyebrow}>
                <Trans>Contact</Trans>
              </Text>
              <Title id="home-contact-title" order={2} className={classes.sectionTitle}>
                <Trans>Let us plan your next journey</Trans>
              </Title>
              <Text c="dimmed" size="lg">
                <Trans>Write to us: a member of our team answers every message, 24/7.</Trans>
              </Text>
            </Stack>
            <ContactDetails social={false} />
          </Stack>
          <div className={classes.formCard}>
            <UntilLive>
              <ContactForm labelledBy="home-contact-title" />
            </UntilLive>
          </div>
        </div>
      </Container>
    </Box>
  );
}
