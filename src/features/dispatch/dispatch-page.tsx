// /admin/dispatch: the dispatch board. A day or a week (Paris today by default; the URL keeps the
// view, the date and the rows), one row per driver or per car, the rides waiting for one in a tray,
// and the ways to assign a ride, add time off or downtime, or delete one.
import { useLingui } from '@lingui/react/macro';
import { em, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parisToday } from '../../domain/paris-time';
import { isIsoDate } from '../../domain/time';
import { AssignDialog, type AssignChoice } from '../../ui/admin/assign-dialog';
import { ConfirmDeleteModal } from '../../ui/admin/confirm-delete-modal';
import { buildDispatchModel, eventsByRide } from '../../ui/admin/dispatch-model';
import { useDispatchWords } from '../../ui/admin/dispatch-words';
import { Loading } from '../../ui/loading';
import { showToast } from '../../ui/toast';
import { BoardGrid } from './board-grid';
import { BoardList } from './board-list';
import { boardRange, buildBoard, type BlockedSpan, type BoardView, type RowMode } from './board-model';
import { BoardToolbar } from './board-toolbar';
import { BoardTray } from './board-tray';
import { DowntimeDialog, TimeOffDialog } from './blocked-forms';
import { useAssignRide, useBlockedWrites, useBoardData } from './queries';
import { useRideText } from './use-ride-text';

/** Where the grid takes over from the list: Mantine's sm breakpoint. */
const GRID_FROM = 768;

type Dialog = { kind: 'assign'; id: string } | { kind: 'timeOff' } | { kind: 'downtime' } | { kind: 'blocked'; span: BlockedSpan } | null;

export function DispatchPage() {
  const { t } = useLingui();
  const words = useDispatchWords();
  const text = useRideText(words);
  const [params, setParams] = useSearchParams();
  const today = parisToday();
  const view: BoardView = params.get('view') === 'week' ? 'week' : 'day';
  const mode: RowMode = params.get('rows') === 'vehicles' ? 'vehicles' : 'drivers';
  const asked = params.get('date') ?? '';
  const anchor = isIsoDate(asked) ? asked : today;
  const range = useMemo(() => boardRange(view, anchor), [view, anchor]);
  const grid = useMediaQuery(`(min-width: ${em(GRID_FROM)})`, false, { getInitialValueInEffect: false });

  const data = useBoardData(range.from, range.to);
  const current = data !== undefined && data.window.from === range.from && data.window.to === range.to;
  // Until the new days arrive, the board keeps showing the days it has, as it was drawn.
  const dataFrom = data?.window.from;
  const dataTo = data?.window.to;
  const shownRange = useMemo(() => (dataFrom && dataTo ? boardRange(dataFrom === dataTo ? 'day' : 'week', dataFrom) : null), [dataFrom, dataTo]);
  const model = useMemo(() => (data ? buildDispatchModel(data.window) : null), [data]);
  const events = useMemo(() => eventsByRide(data?.events ?? []), [data]);
  const board = useMemo(
    () => (data && model && shownRange ? buildBoard(data.window, events, model, shownRange, mode, today) : null),
    [data, model, events, shownRange, mode, today],
  );

  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const openRide = useCallback((id: string) => setDialog({ kind: 'assign', id }), []);
  const openBlocked = useCallback((span: BlockedSpan) => setDialog({ kind: 'blocked', span }), []);
  const assign = useAssignRide();
  const { remove } = useBlockedWrites();
  const [deleting, setDeleting] = useState(false);

  // Stable, so that the toolbar does not draw again (and measure its segmented controls) with the board.
  const navigate = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onDate = useCallback((date: string) => navigate({ date: date === today ? null : date }), [navigate, today]);
  const onView = useCallback((v: BoardView) => navigate({ view: v === 'day' ? null : v }), [navigate]);
  const onMode = useCallback((m: RowMode) => navigate({ rows: m === 'drivers' ? null : m }), [navigate]);
  const onAddTimeOff = useCallback(() => setDialog({ kind: 'timeOff' }), []);
  const onAddDowntime = useCallback(() => setDialog({ kind: 'downtime' }), []);

  const assigning = dialog?.kind === 'assign' ? (model?.lookups.bookings.get(dialog.id) ?? null) : null;
  const save = async (choice: AssignChoice) => {
    if (!assigning) return;
    await assign(assigning.id, choice);
    showToast({ color: 'teal', message: t`Assignment saved` });
  };

  const saved = (message: string) => {
    close();
    showToast({ color: 'teal', message });
  };

  const deleteBlocked = async (span: BlockedSpan) => {
    setDeleting(true);
    try {
      await remove(span.kind === 'timeOff' ? 'timeOff' : 'downtimes', span.record.id);
      showToast({ color: 'teal', message: span.kind === 'timeOff' ? t`Time off deleted` : t`Downtime deleted` });
      close();
    } catch {
      showToast({ color: 'red', message: t`It could not be deleted` });
    } finally {
      setDeleting(false);
    }
  };

  const drivers = useMemo(() => (data?.window.profiles ?? []).filter((p) => p.role === 'driver' && p.active).sort((a, b) => a.name.localeCompare(b.name)), [data]);
  const blocked = dialog?.kind === 'blocked' ? dialog.span : null;
  const blockedWho =
    blocked && model
      ? blocked.kind === 'timeOff'
        ? (model.lookups.profiles.get((blocked.record as { staffId: string }).staffId)?.name ?? '')
        : (model.lookups.cars.get((blocked.record as { carId: string }).carId)?.name ?? '')
      : '';

  return (
    <Stack gap="md" data-board-ready={current && board ? 'true' : 'false'} data-board-view={view} data-board-rows={mode}>
      <BoardToolbar
        range={range}
        today={today}
        view={view}
        mode={mode}
        words={words}
        onDate={onDate}
        onView={onView}
        onMode={onMode}
        onAddTimeOff={onAddTimeOff}
        onAddDowntime={onAddDowntime}
      />
      {!board || !model ? (
        <Group justify="center" py="xl">
          <Loading color="gold.5" type="dots" />
        </Group>
      ) : (
        <>
          <BoardTray board={board} mode={mode} words={words} lookups={model.lookups} onOpenRide={openRide} />
          {grid ? (
            <BoardGrid board={board} words={words} lookups={model.lookups} onOpenRide={openRide} onOpenBlocked={openBlocked} />
          ) : (
            <BoardList board={board} words={words} lookups={model.lookups} onOpenRide={openRide} onOpenBlocked={openBlocked} />
          )}
        </>
      )}

      <AssignDialog booking={assigning} facts={data?.window} model={model ?? undefined} onClose={close} onSave={save} />
      <TimeOffDialog opened={dialog?.kind === 'timeOff'} day={range.from} drivers={drivers} onClose={close} onSaved={() => saved(t`Time off added`)} />
      <DowntimeDialog
        opened={dialog?.kind === 'downtime'}
        day={range.from}
        cars={data?.window.cars ?? []}
        words={words}
        onClose={close}
        onSaved={() => saved(t`Downtime added`)}
      />
      <ConfirmDeleteModal
        opened={blocked !== null}
        title={blocked?.kind === 'downtime' ? t`Delete this downtime?` : t`Delete this time off?`}
        itemName={blocked ? `${blockedWho} · ${text.blockedLabel(blocked)}` : undefined}
        busy={deleting}
        onConfirm={() => blocked && void deleteBlocked(blocked)}
        onCancel={close}
      />
    </Stack>
  );
}
