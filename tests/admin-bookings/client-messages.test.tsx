// The booking's messages to the client: each with its kind, channel, time, recipient and state —
// queued, sent, failed with the reason, or prepared but not sent for want of email settings — newest
// first, in the back office's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../src/domain/billing-types';
import { ClientMessageList } from '../../src/ui/admin/client-message-list';
import { renderAt } from '../app/render';

const message = (over: Partial<ClientMessage> & Pick<ClientMessage, 'id' | 'kind' | 'channel' | 'state'>): ClientMessage => ({
  createdAt: '2026-12-20T10:00:00.000Z',
  updatedAt: '2026-12-20T10:00:00.000Z',
  rev: 1,
  bookingId: 'b1',
  lang: 'fr',
  recipient: 'lea@example.com',
  body: 'Bonjour',
  attempts: 0,
  ...over,
});

const MESSAGES: ClientMessage[] = [
  message({ id: 'm1', kind: 'received', channel: 'email', state: 'sent', sentAt: '2026-12-20T10:00:05.000Z', attempts: 1 }),
  message({ id: 'm2', kind: 'confirmed', channel: 'email', state: 'failed', attempts: 5, lastError: '550 Mailbox unavailable', createdAt: '2026-12-21T09:00:00.000Z' }),
  message({ id: 'm3', kind: 'reminder', channel: 'email', state: 'not_configured', createdAt: '2026-12-23T17:00:00.000Z' }),
  message({ id: 'm4', kind: 'on_the_way', channel: 'whatsapp', state: 'sent', recipient: '+33 6 12 34 56 78', sentAt: '2026-12-24T08:45:00.000Z', authorId: 's1' }),
  message({ id: 'm5', kind: 'thank_you', channel: 'email', state: 'queued', createdAt: '2026-12-22T09:00:00.000Z' }),
];

/** An email the mail server refused twice, waiting for its third try. */
const RETRYING = message({
  id: 'm6',
  kind: 'confirmed',
  channel: 'email',
  state: 'queued',
  attempts: 2,
  lastError: '451 Try again later',
  nextAttemptAt: '2026-12-21T09:04:00.000Z',
});

describe('the booking’s messages to the client', () => {
  it('lists each one newest first with its kind, channel, time, recipient and state', async () => {
    await renderAt('/en/admin/bookings/b1', <ClientMessageList messages={MESSAGES} />, 'en', ['admin']);
    const list = screen.getByRole('list', { name: 'Messages to the client' });
    const rows = within(list).getAllByTestId('client-message');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Driver on the way· WhatsApp');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('+33 6 12 34 56 78');
    expect(rows[0]).toHaveTextContent('Thu 24 Dec, 09:45');
    expect(rows[1]).toHaveTextContent('Reminder the day before· Email');
    expect(rows[1]).toHaveTextContent('Not sent: email not configured');
    expect(rows[2]).toHaveTextContent('Thank you');
    expect(rows[2]).toHaveTextContent('Queued');
    expect(rows[3]).toHaveTextContent('Booking confirmed');
    expect(rows[3]).toHaveTextContent('Failed');
    expect(rows[3]).toHaveTextContent('Reason: 550 Mailbox unavailable');
    expect(rows[4]).toHaveTextContent('Booking received');
    expect(rows[4]).toHaveTextContent('lea@example.com');
    expect(rows[4]).not.toHaveTextContent('Reason:');
    expect(rows[2]).not.toHaveTextContent('Refused');
  });

  it('tells a queued email the mail server refused: how many times, why, and when it is tried again', async () => {
    const { unmount } = await renderAt('/en/admin/bookings/b1', <ClientMessageList messages={[RETRYING]} />, 'en', ['admin']);
    const row = screen.getByTestId('client-message');
    expect(row).toHaveTextContent('Queued');
    expect(row).toHaveTextContent('Refused 2 times; next try Mon 21 Dec, 10:04');
    expect(row).toHaveTextContent('Reason: 451 Try again later');
    unmount();
    await renderAt('/ar/admin/bookings/b1', <ClientMessageList messages={[{ ...RETRYING, attempts: 1 }]} />, 'ar', ['admin']);
    expect(screen.getByTestId('client-message')).toHaveTextContent('رُفض مرة واحدة؛ المحاولة التالية');
  });

  it('speaks French in a French back office, and says when nothing was sent yet', async () => {
    const { unmount } = await renderAt('/fr/admin/bookings/b1', <ClientMessageList messages={MESSAGES.slice(1, 3)} />, 'fr', ['admin']);
    expect(screen.getByText('Non envoyé : e-mail non configuré')).toBeVisible();
    expect(screen.getByText(/Motif/)).toHaveTextContent('Motif : 550 Mailbox unavailable');
    unmount();
    await renderAt('/en/admin/bookings/b1', <ClientMessageList messages={[]} />, 'en', ['admin']);
    expect(screen.getByText('No message sent to the client yet.')).toBeVisible();
  });
});
