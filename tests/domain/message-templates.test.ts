import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, MESSAGE_LANGS } from '../../src/domain/billing-types';
import { DEFAULT_TEMPLATES, fillTemplate, messageValues, messagingOf, PLACEHOLDERS, composeMessage, unknownPlaceholders } from '../../src/domain/message-templates';

const facts = {
  booking: {
    firstName: 'Sophie',
    lastName: 'Martin',
    pickupDate: '2026-12-24',
    pickupTime: '09:30',
    pickupLocation: 'Aéroport Paris-Charles-de-Gaulle (CDG)',
    dropoffLocation: 'Hôtel Le Meurice',
    createdAt: '2026-12-01T10:00:00.000Z',
  },
  driverName: 'Karim Haddad',
  vehicle: { name: 'Mercedes E-Class', plate: 'GH-123-JK' },
  statusUrl: 'https://example.com/fr/booking/status/abc',
  reference: '#WB123456',
};

describe('message templates', () => {
  it('fills every placeholder, the driver by first name, the date in the client’s language', () => {
    const fr = composeMessage(messagingOf(null), 'confirmed', 'fr', messageValues(facts, 'fr'));
    expect(fr.subject).toBe('Votre réservation #WB123456 est confirmée');
    expect(fr.body).toContain('Bonjour Sophie Martin,');
    expect(fr.body).toContain('du jeudi 24 décembre 2026 à 09:30');
    expect(fr.body).toContain('Votre chauffeur : Karim\n');
    expect(fr.body).toContain('Véhicule : Mercedes E-Class (GH-123-JK)');
    expect(fr.body).not.toMatch(/\{\w+\}/);
    const ar = composeMessage(messagingOf(null), 'confirmed', 'ar', messageValues(facts, 'ar'));
    expect(ar.body).toContain('سائقك: Karim');
    expect(ar.body).toContain('24'); // Latin digits: the date reads the same on any phone.
    expect(ar.body).toMatch(/ديسمبر/);
  });

  it('drops a line whose value is missing rather than print an empty label or a brace', () => {
    const values = messageValues({ ...facts, driverName: undefined, vehicle: undefined }, 'en');
    const { body } = composeMessage(messagingOf(null), 'confirmed', 'en', values);
    expect(body).not.toContain('Your driver');
    expect(body).not.toContain('Vehicle');
    expect(body).toContain('Pickup: Aéroport Paris-Charles-de-Gaulle (CDG)');
    expect(fillTemplate('A {client}\nB {plate}\nC', { client: 'X' })).toBe('A X\nC');
  });

  it('leaves an unknown placeholder as written and names it for the form', () => {
    expect(fillTemplate('Hello {clent}', { client: 'X' })).toBe('Hello {clent}');
    expect(unknownPlaceholders('Hello {clent} {client} {plate}')).toEqual(['clent']);
  });

  it('has a real text in every language for every kind, using only known placeholders', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const lang of MESSAGE_LANGS) {
        const text = DEFAULT_TEMPLATES[kind][lang];
        expect(text.subject.length, `${kind} ${lang}`).toBeGreaterThan(5);
        expect(unknownPlaceholders(text.subject + text.body), `${kind} ${lang}`).toEqual([]);
      }
      expect(DEFAULT_TEMPLATES[kind].ar.body).toMatch(/[\u0600-\u06FF]/);
      expect(DEFAULT_TEMPLATES[kind].fr.body).not.toBe(DEFAULT_TEMPLATES[kind].en.body);
    }
    expect(PLACEHOLDERS).toContain('statusLink');
  });

  it('gives a kind missing from a stored record its default', () => {
    const { thank_you: _gone, ...templates } = DEFAULT_TEMPLATES;
    const settings = messagingOf({ messaging: { templates: templates as typeof DEFAULT_TEMPLATES, reminderHour: 9 } });
    expect(settings.reminderHour).toBe(9);
    expect(settings.templates.thank_you).toEqual(DEFAULT_TEMPLATES.thank_you);
  });
});
