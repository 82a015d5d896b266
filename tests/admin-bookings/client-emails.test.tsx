// A booking's emails to the client, as the server wrote them (synced clientMessages): each one's kind
// and state, the reason of a failure, and 'not sent: email not configured' without SMTP.
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../src/domain/billing-types';
import { BookingDetailPage } from '../../src/features/admin-bookings/booking-detail-page';
import { renderScreen, seededDb } from '../dispatch/harness';

configure({ asyncUtilTimeout: 5000 });

const WHITAKER = '5eed0000-0000-4000-8000-000000000902';

function email(kind: ClientMessage['kind'], state: ClientMessage['state'], extra: Partial<ClientMessage> = {}): ClientMessage {
  const at = '2026-06-09T10:00:00.000Z';
  return {
    id: crypto.randomUUID(),
    createdAt: at,
    updatedAt: at,
    rev: 1,
    bookingId: WHITAKER,
    kind,
    channel: 'email',
    lang: 'en',
    recipient: 'james@example.com',
    subject: `Subject of ${kind}`,
    body: 'Hello',
    state,
    attempts: 0,
    ...extra,
  } as ClientMessage;
}

describe('emails to the client on the booking', () => {
  it('shows each email with its state, and why one failed', async () => {
    const db = seededDb();
    await db.open();
    await db.clientMessages.bulkPut([
      email('received', 'sent', { sentAt: '2026-06-09T10:00:05.000Z', attempts: 1 }),
      email('confirmed', 'failed', { createdAt: '2026-06-09T11:00:00.000Z', attempts: 1, lastError: '550 Mailbox unavailable' }),
      email('reminder', 'not_configured', { createdAt: '2026-06-09T16:00:00.000Z' }),
      { ...email('on_the_way', 'sent'), channel: 'whatsapp' },
    ]);
    await renderScreen(db, `/en/admin/bookings/${WHITAKER}`, '/:lang/admin/bookings/:id', <BookingDetailPage />, ['admin-bookings', 'admin']);
    const section = within(await screen.findByRole('region', { name: 'Emails to the client' }));
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Booking received');
    expect(items[0]).toHaveTextContent(/Sent /);
    expect(items[1]).toHaveTextContent('Not sent');
    expect(items[1]).toHaveTextContent('550 Mailbox unavailable');
    expect(items[2]).toHaveTextContent('Reminder the day before');
    expect(items[2]).toHaveTextContent('Not sent: email not configured');
  });
});
