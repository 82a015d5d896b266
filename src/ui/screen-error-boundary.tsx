// A screen that cannot be drawn (most often its code could not be fetched: offline before the
// service worker kept it, or a new version replaced it on the server) says so in its place, with a
// way to try again, instead of leaving the whole app blank. Going to another page clears it.
import { Trans } from '@lingui/react/macro';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

function ScreenProblem() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <IconCloudOff size={48} stroke={1.5} aria-hidden />
        <Title order={1}>
          <Trans>This page could not be loaded</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Check your internet connection, then try again.</Trans>
        </Text>
        <Button mt="sm" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Container>
  );
}

interface Props {
  children: ReactNode;
  /** A change of this value (the address) clears the problem and draws the children again. */
  resetKey?: string;
  /** What to show instead of the children; the full-page message by default. */
  fallback?: ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen could not be drawn:', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ScreenProblem /> : this.props.fallback;
  }
}
