// The client's view of a ride (status page, My bookings, the message staff send first) and the
// WhatsApp message made on the device: template in the client's language, status link, wa.me link.
import { describe, expect, it } from 'vitest';
import { clientState, matchStatusPath, messageKindFor, statusPath, statusUrl } from '../../src/domain/client-status';
import { DEFAULT_TEMPLATES, DEFAULT_REMINDER_HOUR } from '../../src/domain/message-templates';
import type { RideEvent } from '../../src/domain/types';
import { whatsappChatLink, whatsappDigits } from '../../src/domain/whatsapp';
import { prepareWhatsApp, whatsAppRecord, type WhatsAppFacts } from '../../src/domain/whatsapp-message';

const ev = (kind: RideEvent['kind'], at: string, id = `${kind}-${at}`, undoes?: string) => ({ id, kind, at, ...(undoes ? { undoes } : {}) });

describe('clientState', () => {
  it('follows the booking and its ride events', () => {
    expect(clientState({ status: 'pending' }, [])).toBe('received');
    expect(clientState({ status: 'confirmed' }, [])).toBe('confirmed');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [])).toBe('assigned');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('accepted', '1')])).toBe('assigned');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('accepted', '1'), ev('en_route', '2')])).toBe('on_the_way');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('en_route', '2'), ev('on_location', '3')])).toBe('on_location');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('on_location', '3'), ev('on_board', '4')])).toBe('on_location');
    expect(clientState({ status: 'completed', driverId: 'd' }, [ev('done', '5')])).toBe('done');
    expect(clientState({ status: 'cancelled' }, [])).toBe('cancelled');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('cancelled_client', '2')])).toBe('cancelled');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('no_show', '2')])).toBe('cancelled');
  });

  it('takes back an undone step, and names no driver who declined', () => {
    const onTheWay = ev('en_route', '2', 'e1');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [onTheWay, ev('undone', '3', 'u1', 'e1')])).toBe('assigned');
    expect(clientState({ status: 'confirmed', driverId: 'd' }, [ev('declined', '2')])).toBe('confirmed');
  });

  it('offers the message that fits the state first', () => {
    expect(messageKindFor('received')).toBe('received');
    expect(messageKindFor('assigned')).toBe('confirmed');
    expect(messageKindFor('on_the_way')).toBe('on_the_way');
    expect(messageKindFor('on_location')).toBe('on_location');
    expect(messageKindFor('done')).toBe('thank_you');
    expect(messageKindFor('cancelled')).toBe('cancelled');
  });
});

describe('status page paths', () => {
  it('builds and reads /:lang/booking/status/:token', () => {
    expect(statusPath('ar', 'abc_DEF-123')).toBe('/ar/booking/status/abc_DEF-123');
    expect(statusUrl('https://example.com/', 'fr', 'tok')).toBe('https://example.com/fr/booking/status/tok');
    expect(matchStatusPath('/en/booking/status/abc_DEF-123')).toEqual({ lang: 'en', token: 'abc_DEF-123' });
    expect(matchStatusPath('/de/booking/status/abc')).toBeNull();
    expect(matchStatusPath('/en/booking')).toBeNull();
  });
});

describe('wa.me links', () => {
  it('puts the country code first and the text encoded', () => {
    expect(whatsappDigits('06 12 34 56 78')).toBe('33612345678');
    expect(whatsappDigits('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsappDigits('0044 20 7946 0958')).toBe('442079460958');
    expect(whatsappChatLink('+33 6 12 34 56 78', 'Bonjour & à bientôt')).toBe('https://wa.me/33612345678?text=Bonjour%20%26%20%C3%A0%20bient%C3%B4t');
    expect(whatsappChatLink('  ')).toBeNull();
  });
});

describe('prepareWhatsApp', () => {
  const facts = (over: Partial<WhatsAppFacts['booking']> = {}, more: Partial<WhatsAppFacts> = {}): WhatsAppFacts => ({
    booking: {
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '06 12 34 56 78',
      pickupDate: '2026-12-24',
      pickupTime: '09:30',
      pickupLocation: 'Gare de Lyon',
      dropoffLocation: 'Orly',
      createdAt: '2026-11-01T08:00:00.123Z',
      lang: 'fr',
      statusToken: 'Zm9vYmFyYmF6cXV4cXV1eA',
      ...over,
    },
    messaging: { templates: DEFAULT_TEMPLATES, reminderHour: DEFAULT_REMINDER_HOUR },
    origin: 'https://vtc.example',
    fallbackLang: 'en',
    ...more,
  });

  it('fills the kind’s template in the client’s language, with the driver, the car and the status link', () => {
    const message = prepareWhatsApp(facts({}, { driverName: 'Karim Haddad', vehicle: { name: 'Mercedes V-Class', plate: 'GH-482-KT' } }), 'confirmed');
    expect(message.lang).toBe('fr');
    expect(message.body).toContain('Bonjour Léa Martin');
    expect(message.body).toContain('jeudi 24 décembre 2026');
    expect(message.body).toContain('Votre chauffeur : Karim\n');
    expect(message.body).toContain('Véhicule : Mercedes V-Class (GH-482-KT)');
    expect(message.body).toContain('https://vtc.example/fr/booking/status/Zm9vYmFyYmF6cXV4cXV1eA');
    expect(message.body).toContain('#WB000123');
    expect(message.link).toBe(`https://wa.me/33612345678?text=${encodeURIComponent(message.body)}`);
    expect(message.recipient).toBe('06 12 34 56 78');
  });

  it('leaves out the lines it has nothing for: no driver yet, no token before the first sync', () => {
    const message = prepareWhatsApp(facts({ statusToken: undefined }), 'confirmed');
    expect(message.body).not.toContain('Votre chauffeur');
    expect(message.body).not.toContain('Suivez-la ici');
    expect(message.body).not.toMatch(/\{\w+\}/);
  });

  it('writes Arabic for a client who booked in Arabic, and the site’s language for one who said none', () => {
    const ar = prepareWhatsApp(facts({ lang: 'ar' }), 'on_the_way');
    expect(ar.lang).toBe('ar');
    expect(ar.body).toMatch(/[\u0600-\u06FF]/);
    expect(ar.body).toContain('/ar/booking/status/');
    const none = prepareWhatsApp(facts({ lang: undefined }), 'received');
    expect(none.lang).toBe('en');
    expect(none.body).toContain('We have received your booking request');
  });

  it('has no link without a phone number', () => {
    expect(prepareWhatsApp(facts({ phone: '' }), 'received').link).toBeNull();
  });

  it('records what was sent: WhatsApp, sent, its author and time', () => {
    const message = prepareWhatsApp(facts(), 'reminder');
    expect(whatsAppRecord('b1', message, 'staff-1', new Date('2026-12-23T18:00:00Z'))).toEqual({
      bookingId: 'b1',
      kind: 'reminder',
      channel: 'whatsapp',
      lang: 'fr',
      recipient: '06 12 34 56 78',
      body: message.body,
      state: 'sent',
      attempts: 1,
      sentAt: '2026-12-23T18:00:00.000Z',
      authorId: 'staff-1',
    });
  });
});
