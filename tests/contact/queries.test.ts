// Where a visitor's message is: waiting in the outbox, sent (receipt), refused, or unknown.
import { describe, expect, it } from 'vitest';
import { contactDeliveryOf } from '../../src/features/contact/queries';
import { createRecord } from '../../src/db/repository';
import { freshDb } from '../db/helpers';

const message = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phone: '+33 6 12 34 56 78',
  message: 'Hello',
};

describe('contactDeliveryOf', () => {
  it('follows a message from the outbox to its receipt', async () => {
    const db = freshDb();
    await db.open();
    expect(await contactDeliveryOf(db, crypto.randomUUID())).toBeNull();

    const contact = await createRecord(db, 'contacts', message);
    expect(await contactDeliveryOf(db, contact.id)).toEqual({ delivery: 'waiting', reason: null });

    const [entry] = await db.outbox.where('[table+recordId]').equals(['contacts', contact.id]).toArray();
    await db.outbox.delete(entry!.seq);
    await db.receipts.put({ recordId: contact.id, table: 'contacts', receipt: 'r', deliveredAt: new Date().toISOString(), lastStatus: null, lastCheckedAt: null });
    expect(await contactDeliveryOf(db, contact.id)).toEqual({ delivery: 'sent', reason: null });
  });

  it('gives the reason of a refusal', async () => {
    const db = freshDb();
    await db.open();
    const contact = await createRecord(db, 'contacts', message);
    const [entry] = await db.outbox.where('[table+recordId]').equals(['contacts', contact.id]).toArray();
    await db.rejected.put({ ...entry!, reason: '400: Message is required', rejectedAt: new Date().toISOString() });
    await db.outbox.delete(entry!.seq);
    expect(await contactDeliveryOf(db, contact.id)).toEqual({ delivery: 'refused', reason: '400: Message is required' });
  });
});
