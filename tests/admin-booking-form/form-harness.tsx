// What the admin booking form's screen tests share: the create, edit and order screens behind a
// router, a fresh device to open them on, and its fields found by their labels.
import { configure, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DbProvider } from '../../src/db/db-context';
import { BookingCreatePage, BookingEditPage } from '../../src/features/admin-booking-form/booking-form-page';
import { BookingOrderPage } from '../../src/features/admin-booking-form/order-page';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

// Mantine forms are heavy for jsdom: generous waits, for a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// Mantine's autosize textareas listen for font loads; jsdom has no document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

export type Db = ReturnType<typeof freshDb>;

export function Screens({ db }: { db: Db }) {
  return (
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/admin/bookings/create" element={<BookingCreatePage />} />
        <Route path="/:lang/admin/bookings/:id/edit" element={<BookingEditPage />} />
        <Route path="/:lang/admin/bookings/:id/order" element={<BookingOrderPage />} />
        <Route path="/:lang/admin/bookings/:id" element={<p>Booking detail page</p>} />
        <Route path="/:lang/admin/bookings" element={<p>Bookings list page</p>} />
      </Routes>
    </DbProvider>
  );
}

export async function open(url: string, lang: 'en' | 'fr' = 'en') {
  const db = freshDb();
  await db.open();
  const view = await renderAt(url, <Screens db={db} />, lang, ['admin', 'admin-booking-form']);
  return { db, view };
}

/** The booking made by the test: the one not in the seed (whose clients may share its names). */
export async function madeBooking(db: Db) {
  return (await db.bookings.toArray()).find((b) => b.source === 'admin' && b.pickupLocation === 'Orly, terminal 4');
}

/** The text field of a label, with or without its asterisk. */
export function field(label: string): HTMLInputElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const found = screen.getAllByLabelText(pattern).find((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');
  if (!found) throw new Error(`No field labelled ${label}`);
  return found as HTMLInputElement;
}

export function messageOf(label: string): string {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

export async function fillRequired() {
  type('First name', 'Yasmine');
  type('Last name', 'Ben Salah');
  type('Phone', '+216 55 123 456');
  type('Pickup time', '14:30');
  type('Pickup location', 'Orly, terminal 4');
}
