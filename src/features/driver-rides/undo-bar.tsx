// The bar that follows a step for a few seconds: what was recorded, and a large Undo with the seconds left.
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import rtl from '../../ui/rtl.module.css';
import classes from './rides.module.css';
import { useRideWords } from './use-ride-words';
import type { LastStep } from './use-steps';

export function UndoBar({ last, onUndo, onExpire }: { last: LastStep; onUndo: () => void; onExpire: () => void }) {
  const { t } = useLingui();
  const words = useRideWords();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [last]);
  const left = Math.max(0, Math.ceil((last.until - now) / 1000));
  useEffect(() => {
    if (left === 0) onExpire();
  }, [left, onExpire]);

  const step = words.action(last.event.kind);
  const who = last.clientName;
  return (
    <div className={classes.undoDock}>
      <Paper className={classes.undoBar} shadow="lg" radius="lg" p="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap={8} wrap="nowrap" miw={0} role="status">
            <IconCircleCheck size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} size="sm" lh={1.3} miw={0}>
              {t`Recorded: ${step}`}
              <Text span size="sm" fw={400} display="block" truncate>
                <bdi>{who}</bdi>
              </Text>
            </Text>
          </Group>
          <Button
            onClick={onUndo}
            className={classes.undoButton}
            size="md"
            h={48}
            miw={120}
            leftSection={<IconArrowBackUp size={20} aria-hidden className={rtl.mirror} />}
          >
            {t`Undo`}
            {/* The seconds left are seen, not read out every second. */}
            <span aria-hidden="true">&nbsp;({left})</span>
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
