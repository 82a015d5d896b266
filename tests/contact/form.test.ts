// The contact form's rules (SPEC 5: everything required but the service) and the message it becomes.
import { describe, expect, it } from 'vitest';
import { checkContactForm, emptyContactForm, toContactInput, type ContactFormValues } from '../../src/features/contact/form';
import { validate, schemaFor } from '../../src/domain/schemas';

const filled: ContactFormValues = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.com',
  phone: '+33 6 12 34 56 78',
  serviceType: '',
  message: 'A transfer from CDG on 12 June, 3 passengers.',
};

describe('contact form schema', () => {
  it('requires every field except the service', () => {
    expect(checkContactForm(emptyContactForm())).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      message: 'messageRequired',
    });
    expect(checkContactForm(filled)).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(checkContactForm({ ...filled, firstName: '   ', message: '\n\t' })).toEqual({
      firstName: 'firstNameRequired',
      message: 'messageRequired',
    });
  });

  it('checks the email and the phone, one message per field', () => {
    expect(checkContactForm({ ...filled, email: 'lea@', phone: 'call me' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
    expect(checkContactForm({ ...filled, email: ' lea@example.com ', phone: ' 0612345678 ' })).toEqual({});
    expect(checkContactForm({ ...filled, email: `${'a'.repeat(250)}@example.com` })).toEqual({ email: 'emailInvalid' });
  });

  it('takes the four services or none, and nothing else', () => {
    for (const serviceType of ['', 'transfer', 'private', 'shared', 'corporate'] as const) {
      expect(checkContactForm({ ...filled, serviceType })).toEqual({});
    }
    expect(checkContactForm({ ...filled, serviceType: 'helicopter' as never })).toEqual({ serviceType: 'serviceTypeInvalid' });
  });

  it('refuses texts beyond the limits', () => {
    expect(checkContactForm({ ...filled, lastName: 'x'.repeat(101), message: 'x'.repeat(5001) })).toEqual({
      lastName: 'tooLong',
      message: 'tooLong',
    });
    expect(checkContactForm({ ...filled, lastName: 'x'.repeat(100), message: 'x'.repeat(5000) })).toEqual({});
  });

  it('becomes a storable contact message: trimmed, with no service when none was chosen', () => {
    const input = toContactInput({ ...filled, firstName: ' Léa ', email: ' lea.martin@example.com ', message: ' Hello \n' });
    expect(input).toEqual({
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea.martin@example.com',
      phone: '+33 6 12 34 56 78',
      message: 'Hello',
    });
    expect('serviceType' in input).toBe(false);
    expect(toContactInput({ ...filled, serviceType: 'corporate' }).serviceType).toBe('corporate');

    // What passes the form passes the contacts table's own schema.
    const record = { ...toContactInput({ ...filled, serviceType: 'shared' }), id: crypto.randomUUID(), createdAt: new Date().toISOString() };
    expect(() => validate(schemaFor('contacts').create, { ...record, updatedAt: record.createdAt }, 'contacts')).not.toThrow();
  });
});
