import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_LANG, isLang, paths } from '../domain/paths';

export function NotFoundPage() {
  const { lang } = useParams();
  const home = paths.home(isLang(lang) ? lang : DEFAULT_LANG);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={700} ff="heading" c="var(--brand-accent-text)" aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Page Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to={home} mt="sm">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Container>
  );
}
