import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';

/** Why a customer form could not go through: no connection (orange) or a refusal (red). */
export interface Problem {
  kind: 'offline' | 'error';
  text: string;
}

export function ProblemAlert({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  const offline = problem.kind === 'offline';
  return (
    <Alert
      color={offline ? 'orange' : 'red'}
      variant="light"
      icon={offline ? <IconWifiOff size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      <bdi>{problem.text}</bdi>
    </Alert>
  );
}
