// @vitest-environment node
// Node's Blob survives fake-indexeddb's structured clone; jsdom's does not.
import { describe, expect, it } from 'vitest';
import { saveImage } from '../../src/db/images-repo';
import { patchRecord } from '../../src/db/repository';
import type { PushRequest, WireMutation } from '../../src/domain/protocol';
import { SAMPLE_IDS } from '../../src/domain/sample-data';
import { resolveImageSrc } from '../../src/sync/attachments';
import { createSyncEngine } from '../../src/sync/engine';
import { freshDb } from '../db/helpers';
import { applyAll, emptyPull, json, pulledBefore, scripted } from './scripted-server';

const STAFF = { token: 'staff-token', kind: 'staff' } as const;

describe('attachments', () => {
  it('uploads a photo once, points the records at its URL through the outbox, and shows the local copy', async () => {
    const db = freshDb();
    const ref = await saveImage(db, new Blob(['png-bytes'], { type: 'image/png' }));
    await patchRecord(db, 'cars', SAMPLE_IDS.cars.bmwX7, { image: ref });
    await pulledBefore(db, STAFF);
    const server = scripted({
      '/api/attachments': (call) => {
        expect(call.body).toBeInstanceOf(Blob);
        return json({ id: 'att-1', url: 'https://cdn.example.com/att-1.png' }, 201);
      },
      '/api/sync/push': applyAll,
      '/api/sync/pull': emptyPull,
    });
    const result = await createSyncEngine({ db, fetch: server.fetch, baseUrl: 'http://server.test', getAuth: () => STAFF }).flush();
    expect(result.error).toBeNull();
    expect(result.attachments).toMatchObject({ uploaded: 1, patched: 1 });
    expect((await db.cars.get(SAMPLE_IDS.cars.bmwX7))?.image).toBe('https://cdn.example.com/att-1.png');
    const pushed = server.calls.filter((c) => c.path === '/api/sync/push').flatMap((c) => (c.body as PushRequest).mutations as WireMutation[]);
    expect(pushed.at(-1)?.fields).toEqual({ image: 'https://cdn.example.com/att-1.png' });
    const upload = server.calls.find((c) => c.path === '/api/attachments');
    expect(upload?.auth).toBe('Bearer staff-token');

    expect(await resolveImageSrc(db, ref)).toMatch(/^blob:/);
    expect(await resolveImageSrc(db, '/images/cars/bmw-x7.svg')).toBe('/images/cars/bmw-x7.svg');
  });
});

