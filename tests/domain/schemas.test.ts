import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isImageRef } from '../../src/domain/image-ref';
import { sampleData } from '../../src/domain/sample-data';
import { bookingSchema, remarkSchema } from '../../src/domain/booking-schemas';
import { carSchema, postSchema, tourSchema } from '../../src/domain/catalogue-schemas';
import { contactSchema, settingsSchema } from '../../src/domain/office-schemas';
import { isIsoInstant } from '../../src/domain/schema-fields';
import { MESSAGES } from '../../src/domain/schema-messages';
import { ValidationError, schemaFor, validate } from '../../src/domain/schemas';
import {
  SYNCED_TABLES,
  type Booking,
  type Car,
  type Contact,
  type OptionalField,
  type PatchFields,
  type Post,
  type Remark,
  type Settings,
  type Tour,
} from '../../src/domain/types';

const seed = sampleData(new Date('2026-11-21T09:30:00.000Z'));
const tour = seed.tours[0] as Tour;
/** A text in none of the three languages. */
const none = (base: string) => ({ [`${base}Fr`]: '', [`${base}En`]: '', [`${base}Ar`]: '' });
const post = seed.posts[0] as Post;
const booking = seed.bookings[0] as Booking;
const contact = seed.contacts[0] as Contact;

function messagesOf(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((i) => i.message);
}

describe('schemas', () => {
  it('describe exactly the entity types', () => {
    expectTypeOf<v.InferOutput<typeof carSchema>>().toEqualTypeOf<Car>();
    expectTypeOf<v.InferOutput<typeof tourSchema>>().toEqualTypeOf<Tour>();
    expectTypeOf<v.InferOutput<typeof postSchema>>().toEqualTypeOf<Post>();
    expectTypeOf<v.InferOutput<typeof bookingSchema>>().toEqualTypeOf<Booking>();
    expectTypeOf<v.InferOutput<typeof remarkSchema>>().toEqualTypeOf<Remark>();
    expectTypeOf<v.InferOutput<typeof contactSchema>>().toEqualTypeOf<Contact>();
    expectTypeOf<v.InferOutput<typeof settingsSchema>>().toEqualTypeOf<Settings>();
    expectTypeOf<v.InferOutput<ReturnType<typeof schemaFor<'tours'>>['patch']>>().toEqualTypeOf<PatchFields<'tours'>>();
    expectTypeOf<OptionalField<'tours'>>().toEqualTypeOf<'image' | 'maxParticipants'>();
    expectTypeOf<OptionalField<'cars'>>().toEqualTypeOf<'plate'>();
  });

  it('list the optional fields of each table', () => {
    expect(schemaFor('tours').optionalFields).toEqual(['image', 'maxParticipants']);
    expect(schemaFor('posts').optionalFields).toEqual(['image']);
    expect([...schemaFor('bookings').optionalFields].sort()).toEqual(
      ['assignedVehicleId', 'createdBy', 'dispatchConflicts', 'driverId', 'dropoffLocation', 'extras', 'flightTrainNumber', 'hours', 'lang', 'paymentMethod', 'returnOf', 'specialRequests', 'statusToken', 'tourId', 'vehicleId'],
    );
    expect(schemaFor('contacts').optionalFields).toEqual(['serviceType', 'handled']);
    expect(schemaFor('settings').optionalFields).toEqual(['company', 'dispatch', 'extras', 'messaging', 'invoicing', 'arabicDigits', 'orderClientCopy']);
    expect(schemaFor('cars').optionalFields).toEqual(['plate']);
  });

  it('accept every sample record, and its create mutation (the record without rev)', () => {
    for (const table of SYNCED_TABLES) {
      for (const record of seed[table]) {
        expect(messagesOf(schemaFor(table).record, record), `${table} ${record.id}`).toEqual([]);
        const { rev: _rev, ...createFields } = record;
        expect(messagesOf(schemaFor(table).create, createFields)).toEqual([]);
        expect(messagesOf(schemaFor(table).create, record)).toEqual([MESSAGES.unknownField]);
      }
    }
  });

  it("check the operator's legal details: a VTC register number and a SIREN of the right form, or none", () => {
    const settings = sampleData(new Date('2026-03-01T00:00:00Z')).settings[0];
    const company = settings?.company;
    expect(company?.siren).toBe('912 345 678');
    const schema = schemaFor('settings').record;
    expect(messagesOf(schema, settings)).toEqual([]);
    expect(messagesOf(schema, { ...settings, company: { ...company, siren: '12345' } })).toEqual(['SIREN must be 9 digits']);
    expect(messagesOf(schema, { ...settings, company: { ...company, vtcRegistration: 'VTC123' } })).toEqual([
      'VTC register number must be EVTC followed by 9 digits',
    ]);
    expect(messagesOf(schema, { ...settings, company: { ...company, siren: '', vtcRegistration: '' } })).toEqual([]);
    const { company: _c, ...older } = settings ?? {};
    expect(messagesOf(schema, older)).toEqual([]);
  });

  it('give the SPEC messages for tours', () => {
    // Required in at least one language: a draft translation is allowed, a text in none is not.
    expect(messagesOf(tourSchema, { ...tour, ...none('title') })).toEqual(['Title is required']);
    expect(messagesOf(tourSchema, { ...tour, titleAr: '', titleEn: '' })).toEqual([]);
    expect(messagesOf(tourSchema, { ...tour, titleAr: 'x'.repeat(201) })).toEqual(['Title must be less than 200 characters']);
    expect(messagesOf(tourSchema, { ...tour, titleAr: 'x'.repeat(200) })).toEqual([]);
    expect(messagesOf(tourSchema, { ...tour, ...none('description'), descriptionFr: '  ' })).toEqual(['Description is required']);
    expect(messagesOf(tourSchema, { ...tour, ...none('duration') })).toEqual(['Duration is required']);
    expect(messagesOf(tourSchema, { ...tour, highlightsFr: ['  '] })).toEqual([MESSAGES.invalidValue]);
    expect(messagesOf(tourSchema, { ...tour, price: '' })).toEqual(['Price is required']);
    expect(messagesOf(tourSchema, { ...tour, price: '0' })).toEqual(['Price must be a valid number greater than 0']);
    expect(messagesOf(tourSchema, { ...tour, price: '0.00' })).toEqual(['Price must be a valid number greater than 0']);
    expect(messagesOf(tourSchema, { ...tour, price: 'abc' })).toEqual(['Price must be a valid number greater than 0']);
    expect(messagesOf(tourSchema, { ...tour, price: '0.01' })).toEqual([]);
    expect(messagesOf(tourSchema, { ...tour, maxParticipants: 0 })).toEqual(['Max participants must be at least 1']);
    expect(messagesOf(tourSchema, { ...tour, maxParticipants: 1.5 })).toEqual(['Max participants must be at least 1']);
    expect(messagesOf(tourSchema, { ...tour, category: 'group' })).toEqual(['Category is required']);
    expect(messagesOf(tourSchema, { ...tour, image: 'not a url' })).toEqual(['Please enter a valid URL']);
    const { image: _image, maxParticipants: _max, ...withoutOptionals } = tour;
    expect(messagesOf(tourSchema, withoutOptionals)).toEqual([]);
  });

  it('give the SPEC messages for blog posts', () => {
    expect(messagesOf(postSchema, { ...post, ...none('title') })).toEqual(['Title is required']);
    expect(messagesOf(postSchema, { ...post, titleFr: 'x'.repeat(201) })).toEqual(['Title must be less than 200 characters']);
    expect(messagesOf(postSchema, { ...post, ...none('excerpt') })).toEqual(['Excerpt is required']);
    expect(messagesOf(postSchema, { ...post, excerptEn: 'x'.repeat(501) })).toEqual(['Excerpt must be less than 500 characters']);
    expect(messagesOf(postSchema, { ...post, excerptEn: 'x'.repeat(500) })).toEqual([]);
    expect(messagesOf(postSchema, { ...post, ...none('content') })).toEqual(['Content is required']);
    expect(messagesOf(postSchema, { ...post, ...none('readTime') })).toEqual(['Read time is required']);
    expect(messagesOf(postSchema, { ...post, category: 'guides' })).toEqual(['Category is required']);
  });

  it('accept URLs, site paths and local image references, nothing else', () => {
    for (const ok of [
      'https://images.example.com/car.jpg',
      'http://example.com/a.png?x=1',
      '/images/cars/audi-a6.svg',
      'blob-ref:3f2b7c1e-8d4a-4e6b-9c0d-1a2b3c4d5e6f',
    ]) {
      expect(isImageRef(ok), ok).toBe(true);
      expect(messagesOf(tourSchema, { ...tour, image: ok })).toEqual([]);
    }
    for (const bad of [
      '',
      'javascript:alert(1)',
      '//evil.example.com/x.png',
      'images/cars/a.svg',
      'blob-ref:not-a-uuid',
      'ftp://example.com/a.png',
      'https://',
      '/images/with space.svg',
    ]) {
      expect(isImageRef(bad), bad).toBe(false);
    }
    expect(messagesOf(carSchema, { ...seed.cars[0], image: '' })).toEqual([]);
  });

  it('take as an instant exactly what toISOString writes back, leap days and the edges of each field included', () => {
    const writtenBack = (value: string) => {
      const t = Date.parse(value);
      return Number.isFinite(t) && new Date(t).toISOString() === value;
    };
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    const candidates: string[] = [];
    for (const year of [0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 2100, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          for (const time of ['00:00:00.000', '23:59:59.999', '24:00:00.000', '12:60:00.000', '12:00:60.000', '9:00:00.000']) {
            candidates.push(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}Z`);
          }
        }
      }
    }
    candidates.push('2026-06-15T14:32:00Z', '2026-06-15T14:32:00.000+01:00', ' 2026-06-15T14:32:00.000Z', '+002026-06-15T14:32:00.000Z', '');
    const disagreeing = candidates.filter((value) => isIsoInstant(value) !== writtenBack(value));
    expect(disagreeing).toEqual([]);
    expect(candidates.filter(isIsoInstant)).toHaveLength(2 * (11 * 365 + 5)); // two times a day; leap days in 0, 4, 400, 2000 and 2024, none in 100, 1900, 2100
  });

  it('check booking dates, times, counts, prices and emails', () => {
    expect(messagesOf(bookingSchema, { ...booking, pickupDate: '2026-02-30' })).toEqual([MESSAGES.pickupDateInvalid]);
    expect(messagesOf(bookingSchema, { ...booking, pickupDate: '21/11/2026' })).toEqual([MESSAGES.pickupDateInvalid]);
    expect(messagesOf(bookingSchema, { ...booking, pickupTime: '24:00' })).toEqual([MESSAGES.pickupTimeInvalid]);
    expect(messagesOf(bookingSchema, { ...booking, pickupTime: '9:30' })).toEqual([MESSAGES.pickupTimeInvalid]);
    expect(messagesOf(bookingSchema, { ...booking, pickupTime: '23:59' })).toEqual([]);
    expect(messagesOf(bookingSchema, { ...booking, passengers: 0 })).toEqual([MESSAGES.passengersRange]);
    expect(messagesOf(bookingSchema, { ...booking, passengers: 100 })).toEqual([MESSAGES.passengersRange]);
    expect(messagesOf(bookingSchema, { ...booking, passengers: 99 })).toEqual([]);
    expect(messagesOf(bookingSchema, { ...booking, luggage: -1 })).toEqual([MESSAGES.luggageRange]);
    expect(messagesOf(bookingSchema, { ...booking, luggage: 0 })).toEqual([]);
    expect(messagesOf(bookingSchema, { ...booking, totalPrice: '178' })).toEqual([]);
    expect(messagesOf(bookingSchema, { ...booking, totalPrice: '178.5' })).toEqual([]);
    for (const bad of ['178.505', '-5', '1e3', '12,50', ' 1', '']) {
      expect(messagesOf(bookingSchema, { ...booking, totalPrice: bad }), bad).toEqual([MESSAGES.amountInvalid]);
    }
    expect(messagesOf(bookingSchema, { ...booking, email: 'nope' })).toEqual([MESSAGES.emailInvalid]);
    expect(messagesOf(bookingSchema, { ...booking, vehicleId: 'car-2' })).toEqual([MESSAGES.invalidId]);
    expect(messagesOf(bookingSchema, { ...booking, status: 'archived' })).toEqual([MESSAGES.statusInvalid]);
  });

  it('allow an admin booking without email but not a public one', () => {
    expect(messagesOf(bookingSchema, { ...booking, source: 'admin', email: '' })).toEqual([]);
    expect(messagesOf(bookingSchema, { ...booking, source: 'public', email: '' })).toEqual([MESSAGES.emailRequired]);
  });

  it('require a valid email on contact messages', () => {
    expect(messagesOf(contactSchema, { ...contact, email: '' })).toEqual([MESSAGES.emailRequired]);
    expect(messagesOf(contactSchema, { ...contact, email: 'a@b' })).toEqual([MESSAGES.emailInvalid]);
    expect(messagesOf(contactSchema, { ...contact, message: '' })).toEqual([MESSAGES.messageRequired]);
    const { serviceType: _service, ...withoutService } = contact;
    expect(messagesOf(contactSchema, withoutService)).toEqual([]);
  });

  it('refuse unknown fields and a foreign settings id', () => {
    expect(messagesOf(tourSchema, { ...tour, hacked: true })).toEqual([MESSAGES.unknownField]);
    expect(messagesOf(settingsSchema, { ...seed.settings[0], id: crypto.randomUUID() })).toEqual([MESSAGES.invalidId]);
  });

  it('validate patches: business fields only, null clears optional fields only', () => {
    const patch = schemaFor('tours').patch;
    expect(messagesOf(patch, {})).toEqual([]);
    expect(messagesOf(patch, { titleFr: 'New' })).toEqual([]);
    expect(messagesOf(patch, { image: null, maxParticipants: null })).toEqual([]);
    expect(messagesOf(patch, { titleFr: null })).not.toEqual([]);
    // One language emptied is a patch like any other; the whole record is checked where it is stored.
    expect(messagesOf(patch, { titleFr: '' })).toEqual([]);
    expect(messagesOf(patch, { title: 'Old shape' })).toEqual([MESSAGES.unknownField]);
    expect(messagesOf(patch, { rev: 3 })).toEqual([MESSAGES.unknownField]);
    expect(messagesOf(patch, { id: tour.id })).toEqual([MESSAGES.unknownField]);
    expect(messagesOf(schemaFor('bookings').patch, { status: 'confirmed' })).toEqual([]);
    expect(messagesOf(schemaFor('settings').patch, { vatHourly: '120' })).toEqual([MESSAGES.percentInvalid]);
  });

  it('throw a ValidationError listing the field errors', () => {
    const error = (() => {
      try {
        validate(schemaFor('posts').record, { ...post, ...none('title'), ...none('excerpt') }, 'posts');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ValidationError);
    const ve = error as ValidationError;
    expect(ve.table).toBe('posts');
    expect(ve.fieldErrors).toEqual({ titleFr: 'Title is required', excerptFr: 'Excerpt is required' });
    expect(ve.issues.length).toBe(2);
  });
});
