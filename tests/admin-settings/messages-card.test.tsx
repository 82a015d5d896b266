// Settings' Messages card: a template per kind and language with a preview filled from a booking of
// the device, an unknown placeholder flagged next to its field, the Arabic text edited right to left,
// and the office's email switches shown only when the server sends email.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore, backendModeAtom, sessionAtom } from '../../src/app/state';
import { DbProvider } from '../../src/db/db-context';
import type { Booking } from '../../src/domain/types';
import { bookingReference } from '../../src/domain/booking-reference';
import { DEFAULT_TEMPLATES } from '../../src/domain/message-templates';
import { SettingsPage } from '../../src/features/admin-settings/settings-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  appStore.set(sessionAtom, { status: 'signed-out' });
  appStore.set(backendModeAtom, 'unknown');
  vi.unstubAllGlobals();
});

const createdAt = '2026-11-20T10:15:42.123Z';
const booking: Booking = {
  id: crypto.randomUUID(),
  createdAt,
  updatedAt: createdAt,
  rev: 1,
  firstName: 'Amira',
  lastName: 'Haddad',
  email: 'amira@example.com',
  phone: '+33 6 11 22 33 44',
  pickupLocation: 'Gare du Nord',
  dropoffLocation: 'Orly',
  pickupDate: '2026-12-24',
  pickupTime: '07:45',
  serviceType: 'transfer',
  passengers: 1,
  luggage: 1,
  totalPrice: '90.00',
  vatKind: 'transport',
  status: 'confirmed',
  source: 'public',
  lang: 'ar',
} as Booking;

async function openMessagesCard(mail: { configured: boolean; from: string | null }) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/mail/status')) return new Response(JSON.stringify(mail), { status: 200, headers: { 'Content-Type': 'application/json' } });
    throw new Error(`no network in this test: ${url}`);
  });
  appStore.set(backendModeAtom, 'server');
  appStore.set(sessionAtom, {
    status: 'signed-in',
    session: {
      kind: 'staff',
      token: 't',
      user: { id: crypto.randomUUID(), username: 'admin', name: 'An Admin', role: 'admin' },
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  const db = freshDb();
  await db.open();
  await db.bookings.put(booking);
  await renderAt(
    '/en/admin/settings',
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/settings" element={<SettingsPage />} />
      </Routes>
    </DbProvider>,
    'en',
    ['admin-settings'],
  );
  return screen.findByRole('region', { name: 'Messages to clients' });
}

describe('messages card of the settings', () => {
  it('previews a template with a booking of the device, in each language, Arabic right to left', async () => {
    const card = await openMessagesCard({ configured: true, from: 'Paris Prestige Chauffeur <bookings@example.com>' });
    const reference = bookingReference(createdAt);
    const preview = await within(card).findByRole('region', { name: 'Preview' });
    fireEvent.change(within(card).getByLabelText('Preview with the booking'), { target: { value: booking.id } });
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent(`We have received your booking ${reference}`);
    expect(within(preview).getByTestId('preview-body')).toHaveTextContent('Hello Amira Haddad,');
    expect(within(preview).getByTestId('preview-body')).toHaveTextContent('Pickup: Gare du Nord');

    fireEvent.change(within(card).getByLabelText('Message'), { target: { value: 'confirmed' } });
    fireEvent.click(within(card).getByText('العربية'));
    // The field's wrapper sets the direction its text area inherits.
    expect(within(card).getByLabelText('Message text').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByLabelText('Message text')).toHaveValue(DEFAULT_TEMPLATES.confirmed.ar.body);
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent(`تم تأكيد حجزك ${reference}`);
    // No driver yet: the driver's and the car's lines are left out, never shown empty.
    expect(within(preview).getByTestId('preview-body')).not.toHaveTextContent('سائقك');
    expect(await within(card).findByText(/^Automatic messages leave by email from/)).toHaveTextContent('Automatic messages leave by email from Paris Prestige Chauffeur <bookings@example.com>.');
    expect(await within(card).findByText('Email alerts')).toBeVisible();
  });

  it('flags an unknown placeholder next to the field while editing', async () => {
    const card = await openMessagesCard({ configured: true, from: 'bookings@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit settings' }));
    fireEvent.change(await within(card).findByLabelText('Preview with the booking'), { target: { value: booking.id } });
    const body = within(card).getByLabelText('Message text');
    fireEvent.change(body, { target: { value: 'Hello {clent}, see you at {time}' } });
    expect(await within(card).findByText('Not a placeholder: {clent}. Use one of those listed below.')).toBeVisible();
    expect(body).toHaveValue('Hello {clent}, see you at {time}');
    expect(await within(card).findByTestId('preview-body')).toHaveTextContent('Hello {clent}, see you at 07:45');
    expect(within(card).getByRole('switch', { name: 'Sent automatically by email' })).toBeChecked();
  });

  it('hides the office email switches when the server does not send email, and says so', async () => {
    const card = await openMessagesCard({ configured: false, from: null });
    expect(await within(card).findByText(/Email is not configured on the server/)).toBeVisible();
    expect(within(card).queryByText('Email alerts')).not.toBeInTheDocument();
    expect(within(card).queryByText('Login notifications')).not.toBeInTheDocument();
  });
});
