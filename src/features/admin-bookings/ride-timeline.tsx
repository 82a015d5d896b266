// The ride's event log as a timeline, oldest first by the tap's time: each step with its Paris time,
// its author, the waiting time of a no-show, the note and the position (a map link) when recorded.
// Steps taken back are struck through, with who took them back and when.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { byTapTime } from '../../domain/ride-state';
import type { RideEvent } from '../../domain/types';
import { useDispatchWords } from '../../ui/admin/dispatch-words';
import type { RideDispatch } from './dispatch-card';
import { Section } from './detail-parts';
import classes from './dispatch-card.module.css';

export function RideTimeline({ dispatch }: { dispatch: RideDispatch }) {
  const { t } = useLingui();
  const words = useDispatchWords();
  const { events, window } = dispatch;
  const names = new Map<string, string>();
  for (const s of window?.staff ?? []) names.set(s.id, s.name || s.username);
  for (const p of window?.profiles ?? []) names.set(p.id, p.name);
  const nameOf = (id: string | undefined) => (id ? (names.get(id) ?? t`Unknown staff member`) : '');

  const list = [...(events ?? [])].sort(byTapTime);
  const undoneBy = new Map<string, RideEvent>();
  for (const e of list) if (e.kind === 'undone' && e.undoes) undoneBy.set(e.undoes, e);
  const shown = list.filter((e) => e.kind !== 'undone');

  const what = (e: RideEvent) => {
    if (e.kind !== 'assigned') return words.eventKind(e.kind);
    const driver = nameOf(e.driverId);
    return e.driverId ? t`Assigned to ${driver}` : t`Driver removed`;
  };

  return (
    <Section title={t`Ride timeline`} id="booking-timeline">
      {events === undefined || window === undefined ? null : shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No step recorded yet.</Trans>
        </Text>
      ) : (
        <ol className={classes.timeline}>
          {shown.map((e) => {
            const undo = undoneBy.get(e.id);
            const when = words.instant(Date.parse(e.at));
            const author = nameOf(e.authorId);
            return (
              <li key={e.id} className={`${classes.event} ${undo ? classes.undone : ''}`} data-event={e.kind} data-undone={undo ? 'true' : undefined}>
                <span className={classes.what}>{what(e)}</span>
                <span className={classes.meta}>
                  {when} · <bdi>{t`by ${author}`}</bdi>
                </span>
                {e.kind === 'no_show' && e.waitMinutes !== undefined && <Waited minutes={e.waitMinutes} />}
                {e.note && (
                  <span className={classes.meta}>
                    <bdi>{e.note}</bdi>
                  </span>
                )}
                {e.lat !== undefined && e.lng !== undefined && (
                  <Anchor
                    href={`https://www.google.com/maps/search/?api=1&query=${e.lat},${e.lng}`}
                    target="_blank"
                    rel="noreferrer"
                    size="sm"
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32, width: 'fit-content' }}
                  >
                    <IconMapPin size={16} aria-hidden />
                    {e.accuracy !== undefined ? <Within metres={Math.round(e.accuracy)} /> : t`Position`}
                  </Anchor>
                )}
                {undo && <TakenBack when={words.instant(Date.parse(undo.at))} who={nameOf(undo.authorId)} />}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

function TakenBack({ when, who }: { when: string; who: string }) {
  const { t } = useLingui();
  return <span className={classes.meta}>{t`Taken back on ${when} by ${who}`}</span>;
}

function Waited({ minutes }: { minutes: number }) {
  const { t } = useLingui();
  return <span className={classes.meta}>{t`Waited ${minutes} min on location`}</span>;
}

function Within({ metres }: { metres: number }) {
  const { t } = useLingui();
  return <>{t`Position (within ${metres} m)`}</>;
}
