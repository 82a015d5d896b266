// The contact form as a visitor uses it: messages next to the fields, the thank-you and where the
// message is (kept on the device, on its way, arrived), the form cleared after saving and never
// after a failure.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, syncStatusAtom } from '../../src/app/state';
import type { AppDb } from '../../src/db/db';
import { DbProvider } from '../../src/db/db-context';
import { ContactPage } from '../../src/features/contact/contact-page';
import { ContactSection } from '../../src/features/contact/contact-section';
import { initialStatus } from '../../src/sync/status';
import { renderAt } from '../app/render';
import { freshDb } from '../db/helpers';

configure({ asyncUtilTimeout: 5000 });

const THANKS = 'Thank you for your message! We will contact you shortly.';

/** A field by its label (with or without the required asterisk). */
function field(label: string): HTMLInputElement {
  const re = new RegExp(`^${label}( \\*)?$`);
  return screen.getByLabelText(re) as HTMLInputElement;
}

/** The text the field points to with aria-describedby: its message. */
function messageOf(label: string): string {
  const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValid() {
  type('First name', 'Léa');
  type('Last name', 'Martin');
  type('Email', 'lea.martin@example.com');
  type('Phone', '+33 6 12 34 56 78');
  fireEvent.change(field('Service'), { target: { value: 'corporate' } });
  type('Message', 'We need two cars for a seminar in June.');
}

async function openPage(lang: 'en' | 'fr' = 'en', ui = <ContactPage />): Promise<AppDb> {
  const db = freshDb();
  await db.open();
  await renderAt(
    `/${lang}/contact`,
    <DbProvider db={db}>
      <Routes>
        <Route path="/:lang/contact" element={ui} />
      </Routes>
    </DbProvider>,
    lang,
    ['contact'],
  );
  await screen.findByRole('button', { name: lang === 'en' ? 'Send message' : 'Envoyer le message' });
  return db;
}

const send = (name = 'Send message') => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => appStore.set(syncStatusAtom, null));

describe('contact form', () => {
  it('shows each message next to its field and saves nothing while fields are missing', async () => {
    const db = await openPage();
    send();
    await waitFor(() => expect(messageOf('First name')).toContain('First name is required'));
    expect(messageOf('Last name')).toContain('Last name is required');
    expect(messageOf('Email')).toContain('Email is required');
    expect(messageOf('Phone')).toContain('Phone number is required');
    expect(messageOf('Message')).toContain('Message is required');
    // The service is the one optional field.
    expect(messageOf('Service')).toBe('');
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    const before = await db.contacts.count();
    expect(await db.outbox.count()).toBe(0);

    type('Email', 'lea@');
    await waitFor(() => expect(messageOf('Email')).toContain('Please enter a valid email address'));
    type('First name', 'Léa');
    await waitFor(() => expect(messageOf('First name')).not.toContain('First name is required'));
    expect(field('Email')).toHaveValue('lea@');
    expect(await db.contacts.count()).toBe(before);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves the message with its outbox entry, thanks the visitor and clears the form', async () => {
    const db = await openPage();
    fillValid();
    send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(THANKS);

    const contact = (await db.contacts.toArray()).find((c) => c.firstName === 'Léa');
    expect(contact).toMatchObject({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea.martin@example.com',
      phone: '+33 6 12 34 56 78',
      serviceType: 'corporate',
      message: 'We need two cars for a seminar in June.',
      rev: 0,
    });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.table, e.op, e.recordId])).toEqual([['contacts', 'create', contact!.id]]);

    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Service', 'Message']) expect(field(label)).toHaveValue('');
  });

  it('says the message is kept on the device until it can leave, then that it has arrived', async () => {
    const db = await openPage();
    // The sync engine has just failed to reach the server.
    appStore.set(syncStatusAtom, { ...initialStatus(true), state: 'error', lastError: 'Failed to fetch', lastErrorKind: 'network' });
    fillValid();
    send();
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(/kept on this device and will be sent automatically when you are back online/);

    // The server took it: the outbox entry becomes a receipt.
    const [entry] = await db.outbox.toArray();
    await act(async () => {
      await db.transaction('rw', db.outbox, db.receipts, async () => {
        await db.outbox.delete(entry!.seq);
        await db.receipts.put({
          recordId: entry!.recordId,
          table: 'contacts',
          receipt: 'r',
          deliveredAt: new Date().toISOString(),
          lastStatus: null,
          lastCheckedAt: null,
        });
      });
    });
    await within(alert).findByText('Your message has reached our team.');
    expect(within(alert).queryByText(/kept on this device/)).not.toBeInTheDocument();
    expect(alert).toHaveTextContent(THANKS);
  });

  it('says it is on its way while the engine is online and idle', async () => {
    await openPage();
    appStore.set(syncStatusAtom, initialStatus(true));
    fillValid();
    send();
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Sending your message to our team…');
  });

  it('keeps everything typed when the message cannot be saved', async () => {
    const db = await openPage();
    fillValid();
    db.close();
    send();
    await screen.findByText(/Your message could not be saved on this device/);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Léa');
    expect(field('Email')).toHaveValue('lea.martin@example.com');
    expect(field('Service')).toHaveValue('corporate');
    expect(field('Message')).toHaveValue('We need two cars for a seminar in June.');
  });

  it('speaks French, with translated services, and the home section uses the same form', async () => {
    await openPage('fr', <ContactSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Préparons ensemble votre prochain trajet' })).toHaveTextContent(
      'Préparons ensemble votre prochain trajet',
    );
    const services = Array.from((field('Service') as unknown as HTMLSelectElement).options).map((o) => o.textContent);
    expect(services).toEqual([
      'Choisissez un service (facultatif)',
      'Transfert aéroport',
      'Excursion privée',
      'Excursion partagée',
      "Déplacements d'entreprise",
    ]);
    send('Envoyer le message');
    await waitFor(() => expect(messageOf('Prénom')).toContain('Le prénom est requis'));
    expect(messageOf('Téléphone')).toContain('Le numéro de téléphone est requis');
    expect(messageOf('Message')).toContain('Le message est requis');
  });

  it('shows the office address, and the phone and email of the settings', async () => {
    await openPage();
    expect(screen.getByText('12 Avenue des Champs-Élysées, 75008 Paris')).toBeVisible();
    expect(screen.getByRole('link', { name: '+33 1 84 60 00 00' })).toHaveAttribute('href', 'tel:+33184600000');
    expect(screen.getByRole('link', { name: 'contact@paris-prestige-chauffeur.fr' })).toHaveAttribute('href', 'mailto:contact@paris-prestige-chauffeur.fr');
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#');
  });
});
