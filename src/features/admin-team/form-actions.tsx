// The foot of the team's dialogs: the problem the server gave, if any, then Cancel and the action.
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function FormActions({
  problem,
  onCancel,
  busy,
  icon,
  danger = false,
  onAction,
  children,
}: {
  problem: string | null;
  onCancel: () => void;
  busy: boolean;
  icon: ReactNode;
  /** A step that takes something away (shown in red). */
  danger?: boolean;
  /** Without it, the action submits the form around it. */
  onAction?: () => void;
  /** The action's label. */
  children: ReactNode;
}) {
  return (
    <>
      {problem && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {problem}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button size="md" variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type={onAction ? 'button' : 'submit'}
          size="md"
          color={danger ? 'red.9' : undefined}
          loading={busy}
          onClick={onAction}
          leftSection={icon}
        >
          {children}
        </Button>
      </Group>
    </>
  );
}
