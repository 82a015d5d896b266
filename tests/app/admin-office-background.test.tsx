// The back office's notices while it is open: a booking or a message that arrives from the website
// (as a sync applies it) shows a toast when the settings' notifications are on, and only then.
import { act, cleanup, configure, screen } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { notifications } from '@mantine/notifications/store';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { updateSettings } from '../../src/db/repository';
import type { Booking, Contact } from '../../src/domain/types';
import { OfficeBackground } from '../../src/app/admin-office-background';
import { renderAt } from './render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  notifications.clean();
});

async function arrives(db: AppDb, firstName: string, kind: 'booking' | 'contact', source: Booking['source'] = 'public') {
  const now = new Date().toISOString();
  const base = { id: crypto.randomUUID(), createdAt: now, updatedAt: now, rev: 3, firstName, lastName: 'Web', email: 'web@example.com', phone: '+33 6 00 00 00 00' };
  await act(async () => {
    if (kind === 'contact') {
      await db.contacts.add({ ...base, serviceType: 'transfer', message: 'Hello' } as Contact);
    } else {
      const template = (await db.bookings.toArray())[0]!;
      await db.bookings.add({ ...template, ...base, source });
    }
  });
}

async function openOffice(db: AppDb) {
  await renderAt(
    '/en/admin',
    <DbProvider db={db}>
      <Notifications />
      <OfficeBackground role="driver" />
    </DbProvider>,
  );
  await settle();
}

/** Lets the live queries answer (what the device holds when watching starts is not news). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

/**
 * Website bookings arriving one after another ('Loud1', 'Loud2'...) until one is announced; its notice.
 * A record that lands before the watch has read what the device holds is, rightly, not news: on a
 * loaded machine that first read may take longer than any fixed pause.
 */
async function firstNotice(db: AppDb, name: string, kind: 'booking' | 'contact'): Promise<string | null> {
  for (let i = 1; i <= 20; i++) {
    await arrives(db, `${name}${i}`, kind);
    const notice = await screen.findByText(new RegExp(`\\(${name}${i} Web\\)`), {}, { timeout: 500 }).catch(() => null);
    if (notice) return notice.textContent;
  }
  return null;
}

describe('notices of what arrives from the website', () => {
  it('a website booking and a message that reach the device show one notice; the office’s own bookings none', async () => {
    const db = freshDb();
    await openOffice(db);
    expect(screen.queryByText('New from the website')).not.toBeInTheDocument();

    expect(await firstNotice(db, 'Amira', 'booking')).toMatch(/^1 booking \(Amira\d+ Web\)$/);
    expect(screen.getByText('New from the website')).toBeVisible();

    await arrives(db, 'Office', 'booking', 'admin');
    await arrives(db, 'Hugo', 'contact');
    expect(await screen.findByText('1 message (Hugo Web)')).toBeVisible();
    expect(screen.queryByText(/Office Web/)).not.toBeInTheDocument();
  });

  it('says nothing while the setting is off; once on, only what arrives after', async () => {
    const db = freshDb();
    await updateSettings(db, { enableNotifications: false });
    await openOffice(db);
    await arrives(db, 'Quiet', 'booking');
    await act(() => updateSettings(db, { enableNotifications: true }));
    await settle();
    expect(await firstNotice(db, 'Loud', 'booking')).toMatch(/^1 booking \(Loud\d+ Web\)$/);
    expect(screen.queryByText(/Quiet Web/)).not.toBeInTheDocument();
  });
});
