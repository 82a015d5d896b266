// The create and edit screens as a driver uses them: messages next to the required fields, remarks
// added, edited and deleted, the draft kept for the tab, the preview in French and back with every
// value kept, and the booking saved with its remarks.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBookingWithRemarks } from '../../src/features/admin-booking-form/queries';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { SETTINGS_ID } from '../../src/domain/types';
import { field, fillRequired, madeBooking, messageOf, open, type } from './form-harness';

/** Picks an option of a Mantine select (its list stays in the page, hidden in jsdom, which cannot scroll). */
async function pick(label: string, option: string) {
  Element.prototype.scrollIntoView ??= () => {};
  const input = field(label);
  fireEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

async function addRemark(text: string) {
  type('New remark', text);
  fireEvent.click(screen.getByRole('button', { name: 'Add remark' }));
  await screen.findByRole('button', { name: text.trim() });
}

beforeEach(() => sessionStorage.clear());

describe('new booking', { timeout: 90_000 }, () => {
  it('names each empty required field next to it, and clears the message once filled', async () => {
    await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('First name')).toContain('First name is required'));
    expect(messageOf('Last name')).toContain('Last name is required');
    expect(messageOf('Phone')).toContain('Phone number is required');
    expect(messageOf('Pickup time')).toContain('Pickup time is required');
    expect(messageOf('Pickup location')).toContain('Pickup location is required');
    expect(messageOf('Pickup date')).not.toContain('required');

    type('Passengers', '0');
    await waitFor(() => expect(messageOf('Passengers')).toContain('At least 1 passenger'));
    type('First name', 'Yasmine');
    await waitFor(() => expect(messageOf('First name')).not.toContain('First name is required'));
  });

  it('adds remarks from trimmed text only, edits one on Enter, deletes one, and says when there are none', async () => {
    await open('/en/admin/bookings/create');
    await screen.findByText(/No remarks yet/);
    const add = screen.getByRole('button', { name: 'Add remark' });
    expect(add).toBeDisabled();
    type('New remark', '   ');
    expect(add).toBeDisabled();

    await addRemark('  Child seat  ');
    expect(field('New remark')).toHaveValue('');
    await addRemark('Name board');

    fireEvent.click(screen.getByRole('button', { name: 'Child seat' }));
    const editor = screen.getByLabelText('Remark 1');
    fireEvent.change(editor, { target: { value: 'Child seat, 3 years' } });
    fireEvent.keyDown(editor, { key: 'Enter', shiftKey: false });
    expect(await screen.findByRole('button', { name: 'Child seat, 3 years' })).toBeVisible();
    expect(screen.queryByLabelText('Remark 1')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete remark 2' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Name board' })).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Delete remark 1' }));
    expect(await screen.findByText(/No remarks yet/)).toBeVisible();
  });

  it('keeps the draft for the tab, shows the French order form and comes back with every value', async () => {
    const { view } = await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    await fillRequired();
    await addRemark('Child seat');
    await waitFor(() => expect(sessionStorage.getItem('vtc.admin-booking-draft')).toContain('Yasmine'));
    expect(sessionStorage.getItem('vtc.admin-booking-draft')).toContain('Child seat');

    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice' }));
    const sheet = await screen.findByRole('article', { name: /^BON DE COMMANDE BC-\d{4}-\d{4}$/ });
    expect(sheet).toHaveAttribute('lang', 'fr');
    expect(within(sheet).getByText('Remarques importantes')).toBeVisible();
    expect(within(sheet).getByText('Child seat')).toBeVisible();
    expect(within(sheet).getByText(/To be defined/)).toHaveTextContent('À définir');
    expect(sheet).toHaveTextContent('Yasmine');
    await waitFor(() => expect(sessionStorage.getItem('vtc.admin-booking-draft')).toContain('"preview":true'));

    // A reload in the middle of the preview comes back to it.
    view.unmount();
    await open('/en/admin/bookings/create');
    await screen.findByRole('article', { name: /^BON DE COMMANDE/ });
    fireEvent.click(screen.getByRole('button', { name: 'Continue editing' }));
    await screen.findByRole('heading', { name: 'Trip' });
    expect(field('First name')).toHaveValue('Yasmine');
    expect(field('Phone')).toHaveValue('+216 55 123 456');
    expect(field('Pickup location')).toHaveValue('Orly, terminal 4');
    expect(screen.getByRole('button', { name: 'Child seat' })).toHaveTextContent('Child seat');
  });

  it('offers the client’s copy in their language when the settings ask for it, the French original first', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await db.settings.update(SETTINGS_ID, { orderClientCopy: true });
    await screen.findByRole('heading', { name: 'Trip' });
    await fillRequired();
    await pick("Client's language", 'العربية');
    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice' }));
    const original = await screen.findByRole('article', { name: /^BON DE COMMANDE BC-/ });
    expect(original).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('radio', { name: 'French original' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Client copy (العربية)' }));
    const copy = await screen.findByRole('article', { name: /^أمر حجز BC-/ });
    expect(copy).toHaveAttribute('dir', 'rtl');
    expect(copy).toHaveAttribute('lang', 'ar');
    expect(within(copy).getByText(/^نسخة العميل، مترجمة/)).toBeVisible();
    expect(within(copy).getByText('تفاصيل الرحلة')).toBeVisible();
    expect(copy).toHaveTextContent('Yasmine');

    fireEvent.click(screen.getByRole('radio', { name: 'French original' }));
    expect(await screen.findByRole('article', { name: /^BON DE COMMANDE BC-/ })).toHaveTextContent('Détails du trajet');
  });

  it('offers no copy until the settings ask for one', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    await fillRequired();
    await pick("Client's language", 'English');
    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice' }));
    await screen.findByRole('article', { name: /^BON DE COMMANDE BC-/ });
    expect(screen.queryByRole('radio', { name: 'French original' })).not.toBeInTheDocument();
    await db.settings.update(SETTINGS_ID, { orderClientCopy: true });
    expect(await screen.findByRole('radio', { name: 'Client copy (English)' })).toBeVisible();
  });

  it('offers no copy to a French client: the document is theirs', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await db.settings.update(SETTINGS_ID, { orderClientCopy: true });
    await screen.findByRole('heading', { name: 'Trip' });
    await fillRequired();
    await pick("Client's language", 'Français');
    fireEvent.click(screen.getByRole('button', { name: 'Preview invoice' }));
    await screen.findByRole('article', { name: /^BON DE COMMANDE BC-/ });
    expect(screen.queryByRole('radio', { name: 'French original' })).not.toBeInTheDocument();
  });

  it('creates the admin booking with its remarks, forgets the draft and goes back to the list', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    const before = await db.bookings.count();
    await fillRequired();
    type('Price, tax included (€)', '185');
    await addRemark('Child seat');
    await addRemark('Name board');
    // The client's email is optional, but checked; their language is the messages'.
    type('Email', 'yasmine@');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('Email')).toContain('Please enter a valid email address'));
    expect(field('Email')).toHaveValue('yasmine@');
    type('Email', 'yasmine@example.tn');
    await pick("Client's language", 'العربية');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Bookings list page')).toBeVisible();
    expect(await db.bookings.count()).toBe(before + 1);
    const created = await madeBooking(db);
    expect(created).toMatchObject({ source: 'admin', status: 'pending', totalPrice: '185.00', pickupTime: '14:30', serviceType: 'transfer' });
    expect(created).toMatchObject({ email: 'yasmine@example.tn', lang: 'ar' });
    const data = await getBookingWithRemarks(db, created?.id ?? '');
    expect(data?.remarks.map((r) => [r.text, r.color])).toEqual([
      ['Child seat', 'blue'],
      ['Name board', 'green'],
    ]);
    expect(sessionStorage.getItem('vtc.admin-booking-draft')).toBeNull();
  });
  it('asks the hours of an hourly hire, 1 to 72, and saves them', async () => {
    const { db } = await open('/en/admin/bookings/create');
    await screen.findByRole('heading', { name: 'Trip' });
    expect(screen.queryByLabelText('Hours at disposal')).not.toBeInTheDocument();
    await fillRequired();
    fireEvent.click(screen.getByRole('radio', { name: /^Hourly hire/ }));
    type('Hours at disposal', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    await waitFor(() => expect(messageOf('Hours at disposal')).toContain('Hours must be between 1 and 72'));
    type('Hours at disposal', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Create booking' }));
    expect(await screen.findByText('Bookings list page')).toBeVisible();
    const created = await madeBooking(db);
    expect(created).toMatchObject({ vatKind: 'hourly', hours: 6 });
  });
});

describe('existing booking', { timeout: 90_000 }, () => {
  it('writes remarks at once and the other fields on save, then opens the booking', async () => {
    const id = SAMPLE_IDS.bookings.lucasDubois;
    const { db } = await open(`/en/admin/bookings/${id}/edit`);
    await screen.findByRole('heading', { name: 'Status' });
    const before = (await getBookingWithRemarks(db, id))?.remarks.length ?? 0;
    await addRemark('Door code 4521B');
    await waitFor(async () => expect((await getBookingWithRemarks(db, id))?.remarks.length).toBe(before + 1));

    fireEvent.change(field('Booking status'), { target: { value: 'confirmed' } });
    type('Last name', 'Dubois-Martin');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Booking detail page')).toBeVisible();
    expect(await db.bookings.get(id)).toMatchObject({ status: 'confirmed', lastName: 'Dubois-Martin' });
  });

  it("says 'Booking not found' for an unknown id, on the form and the order form", async () => {
    const { view } = await open(`/en/admin/bookings/${crypto.randomUUID()}/edit`);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toHaveTextContent('Booking not found');
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute('href', '/en/admin/bookings');
    view.unmount();
    await open(`/fr/admin/bookings/${crypto.randomUUID()}/order`, 'fr');
    expect(await screen.findByRole('heading', { name: 'Réservation introuvable' })).toHaveTextContent('Réservation introuvable');
  });

  it('shows the order form of a saved booking in French, even in English', async () => {
    const id = SAMPLE_IDS.bookings.sophieMartin;
    await open(`/en/admin/bookings/${id}/order`);
    const sheet = await screen.findByRole('article', { name: /^BON DE COMMANDE/ });
    expect(within(sheet).getByText('Informations client')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to booking' })).toHaveAttribute('href', `/en/admin/bookings/${id}`);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveTextContent('Download PDF');
  });
});
