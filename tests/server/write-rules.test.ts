// @vitest-environment node
// The fields of a device's mutation as the server takes them: the ones it owns left out, the rest as sent.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFields, withoutOwned } from '../../server/accounts/write-rules';
import type { StaffCaller } from '../../server/http/context';
import { createInput } from '../../server/sync/record-input';
import { bookingFields } from './harness';

const caller: StaffCaller = { kind: 'staff', id: randomUUID(), username: 'admin', name: 'Admin', role: 'admin', tokenHash: 'x' };

describe('withoutOwned', () => {
  it('leaves out the fields the server owns, keeps the others in their order, and changes nothing sent', () => {
    const sent = { firstName: 'Jeanne', createdBy: 'someone', lastName: 'Martin', statusToken: 'guess', dispatchConflicts: [] };
    const copy = { ...sent };
    const kept = withoutOwned('bookings', sent);
    expect(Object.keys(kept)).toEqual(['firstName', 'lastName']);
    expect(kept).toEqual({ firstName: 'Jeanne', lastName: 'Martin' });
    expect(sent).toEqual(copy);
    const remark = { text: 'Gate B' };
    expect(withoutOwned('remarks', remark)).toBe(remark);
  });

  it('keeps a "__proto__" key as a field, which the checks then refuse', () => {
    const sent = JSON.parse(`{"__proto__": {"isAdmin": true}, "firstName": "Jeanne"}`) as Record<string, unknown>;
    const kept = withoutOwned('bookings', sent);
    expect(Object.keys(kept)).toEqual(['__proto__', 'firstName']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect((kept as { isAdmin?: unknown }).isAdmin).toBeUndefined();
    const fields = createFields('bookings', { ...bookingFields(), ...sent }, null, caller);
    expect(() => createInput('bookings', randomUUID(), fields, new Date())).toThrow('__proto__: Unknown field');
  });

  it('sets a new booking\'s creator and status token, whatever the device sent', () => {
    const fields = createFields('bookings', bookingFields({ createdBy: randomUUID(), statusToken: 'guess' }), null, caller);
    expect(fields.createdBy).toBe(caller.id);
    expect(fields.statusToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
