// The reminder the day before pickup: once the reminder hour (settings.messaging, Europe/Paris) of
// today has passed, every confirmed booking picked up tomorrow gets its reminder queued. The bookings
// are found in the database on each round of the worker, so a server that was down at that hour
// queues them when it is back; the unique index of migration 012 makes each one once.

import { addDays, parisToday, parisWallClock } from '../../src/domain/paris-time';
import type { Db } from '../storage/queryable';
import { withWriter } from '../sync/records';
import { loadMailSettings } from './compose';
import { queueClientMessages, type QueueContext } from './queue';

/** Queues the reminders due now; answers how many were written. */
export async function queueDueReminders(db: Db, context: QueueContext, now: Date): Promise<number> {
  const [, time] = parisWallClock(now.getTime());
  const hour = Number(time.slice(0, 2));
  // A cheap look first: most rounds have nothing to do, and the writer's lock is not taken for them.
  const settings = await loadMailSettings(db);
  if (!settings.messaging.templates.reminder.auto || hour < settings.messaging.reminderHour) return 0;
  const tomorrow = addDays(parisToday(now), 1);
  const due = `from bookings b where b.pickup_date = $1 and b.status = 'confirmed' and not b.deleted and b.email like '%_@_%'
    and not exists (select 1 from clientMessages m where m.booking_id = b.id and m.kind = 'reminder' and m.channel = 'email')`;
  const { rows } = await db.query<{ id: string }>(`select b.id ${due} limit 1`, [tomorrow]);
  if (rows.length === 0) return 0;
  return withWriter(db, async (writer) => {
    const found = await writer.tx.query<{ id: string }>(`select b.id ${due} order by b.pickup_time, b.id limit 200`, [tomorrow]);
    const requests = found.rows.map((row) => ({ bookingId: String(row.id), kind: 'reminder' as const }));
    return queueClientMessages(writer, context, requests, now, await loadMailSettings(writer.tx));
  });
}
