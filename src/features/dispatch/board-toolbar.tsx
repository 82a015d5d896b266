// The board's controls: the shown day or week (previous, today, next, a date), day or week, rows per
// driver or per vehicle, and the entries of time off and downtime. Wraps on a phone.
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconBeach, IconChevronLeft, IconChevronRight, IconTool } from '@tabler/icons-react';
import { addDays } from '../../domain/paris-time';
import { isIsoDate } from '../../domain/time';
import { useLang } from '../../i18n/use-lang';
import type { DispatchWords } from '../../ui/admin/dispatch-words';
import { DateField } from '../../ui/date-field';
import type { BoardRange, BoardView, RowMode } from './board-model';

interface ToolbarProps {
  range: BoardRange;
  today: string;
  view: BoardView;
  mode: RowMode;
  words: DispatchWords;
  onDate: (date: string) => void;
  onView: (view: BoardView) => void;
  onMode: (mode: RowMode) => void;
  onAddTimeOff: () => void;
  onAddDowntime: () => void;
}

export const BoardToolbar = memo(function BoardToolbar({ range, today, view, mode, words, onDate, onView, onMode, onAddTimeOff, onAddDowntime }: ToolbarProps) {
  const { t } = useLingui();
  const rtl = useLang() === 'ar';
  // Every control stays 44 px high, to be tapped on a phone.
  const size = 'md';
  const step = view === 'day' ? 1 : 7;
  const Back = rtl ? IconChevronRight : IconChevronLeft;
  const Forward = rtl ? IconChevronLeft : IconChevronRight;
  const title = view === 'day' ? words.day(range.from) : `${words.day(range.from)} – ${words.day(range.to)}`;
  return (
    <Group justify="space-between" gap="sm" align="flex-end" wrap="wrap">
      <Group gap="xs" wrap="wrap" align="center">
        <Title order={2} size="h3" miw={{ base: '100%', xs: '11rem' }} aria-live="polite">
          {title}
        </Title>
        <ActionIcon variant="default" size={44} radius="xl" onClick={() => onDate(addDays(range.from, -step))} aria-label={view === 'day' ? t`Previous day` : t`Previous week`}>
          <Back size={20} aria-hidden />
        </ActionIcon>
        <Button variant="default" size={size} onClick={() => onDate(today)} disabled={range.from === today}>
          {t`Today`}
        </Button>
        <ActionIcon variant="default" size={44} radius="xl" onClick={() => onDate(addDays(range.from, step))} aria-label={view === 'day' ? t`Next day` : t`Next week`}>
          <Forward size={20} aria-hidden />
        </ActionIcon>
        <DateField
          size={size}
          w="12rem"
          aria-label={t`Go to a date`}
          value={range.from}
          onChange={(date) => isIsoDate(date) && onDate(date)}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          size={size}
          value={view}
          onChange={(v) => onView(v === 'week' ? 'week' : 'day')}
          data={[
            { value: 'day', label: t`Day` },
            { value: 'week', label: t`Week` },
          ]}
          aria-label={t`Board span`}
        />
        <SegmentedControl
          size={size}
          value={mode}
          onChange={(m) => onMode(m === 'vehicles' ? 'vehicles' : 'drivers')}
          data={[
            { value: 'drivers', label: t`Drivers` },
            { value: 'vehicles', label: t`Vehicles` },
          ]}
          aria-label={t`Rows`}
        />
        <Button variant="default" size={size} leftSection={<IconBeach size={18} aria-hidden />} onClick={onAddTimeOff}>
          {t`Add time off`}
        </Button>
        <Button variant="default" size={size} leftSection={<IconTool size={18} aria-hidden />} onClick={onAddDowntime}>
          {t`Add downtime`}
        </Button>
      </Group>
    </Group>
  );
});
