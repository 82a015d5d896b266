// @vitest-environment node
// A JSON body's shape is checked before it is parsed: too many keys in one object or in all, or too
// deep, is refused at the cost of one pass over its characters; a full push of real records passes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBadText, jsonShapeProblem, MAX_KEYS, MAX_KEYS_PER_OBJECT } from '../../server/http/http';
import { bookingFields, mutation, openPglite, startTestServer, type TestServer } from './harness';

const objectOf = (keys: number, prefix = 'k') => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`${prefix}${i}`, i]));

describe('jsonShapeProblem', () => {
  it('passes a full push of 500 bookings', () => {
    const mutations = Array.from({ length: 500 }, (_, i) =>
      mutation({ seq: i + 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: `${i}`, fields: bookingFields() }),
    );
    expect(jsonShapeProblem(JSON.stringify({ clientId: randomUUID(), schemaVersion: 1, mutations }))).toBeNull();
  });

  it('refuses an object of more keys than a record has, and too many keys in all', () => {
    expect(jsonShapeProblem(JSON.stringify(objectOf(MAX_KEYS_PER_OBJECT)))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify(objectOf(MAX_KEYS_PER_OBJECT + 1)))).toBe('an object with more than 1,000 keys');
    expect(jsonShapeProblem(JSON.stringify(objectOf(80_000)))).toBe('an object with more than 1,000 keys');
    const many = Array.from({ length: MAX_KEYS / 500 + 1 }, () => objectOf(500));
    expect(jsonShapeProblem(JSON.stringify(many))).toBe('more than 50,000 keys');
  });

  it('counts no colon, brace or bracket inside a string, escaped quotes included', () => {
    const tricky = { note: 'a: b, {c: [d]} "e": f \\" g: {', url: 'https://example.com:8443/a?b=c:d' };
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 900 }, () => tricky)))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ text: ':'.repeat(100_000) }))).toBeNull();
  });

  it('refuses nesting deeper than the validators go', () => {
    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonShapeProblem(deep(33))).toBeNull();
    expect(jsonShapeProblem(deep(34))).toBe('nested too deeply');
  });
});

describe('findBadText', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

  it('passes text of every script, emoji (surrogate pairs) included', () => {
    const fields = bookingFields({ notes: 'مرحبا — Sacré-Cœur 😀🚗 日本', firstName: '😀' });
    expect(findBadText(mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: '1', fields }))).toBeNull();
    expect(findBadText([1, true, null, ['a', { b: 'c' }]])).toBeNull();
  });

  it('names the path of a NUL or a lone surrogate, in a value or in a key', () => {
    expect(findBadText({ fields: { firstName: 'Jeanne', notes: 'a\u0000b' } })).toBe('fields.notes');
    expect(findBadText({ fields: { notes: 'end \uD83D' } })).toBe('fields.notes');
    expect(findBadText({ fields: { notes: '\uDE00 start' } })).toBe('fields.notes');
    expect(findBadText({ list: ['ok', { name: 'ok' }, { name: '\u0000' }] })).toBe('list.2.name');
    expect(findBadText({ fields: { 'bad\u0000key': 1 } })).toBe('fields.bad\uFFFDkey');
    expect(findBadText('\u0000')).toBe('(value)');
  });

  it('refuses nesting deeper than the validators go', () => {
    expect(findBadText(nested(32))).toBeNull();
    expect(findBadText(nested(33))).toBe(Array.from({ length: 32 }, () => 'a').join('.'));
  });
});

describe('a body of 80,000 keys', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(openPglite);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is refused with a JSON error before it is parsed, and the next push is taken', async () => {
    const admin = await s.adminToken();
    const junk = Object.fromEntries(Array.from({ length: 80_000 }, (_, i) => [i.toString(36), 0]));
    const body = JSON.stringify({ clientId: randomUUID(), schemaVersion: 1, mutations: [], junk });
    expect(body.length).toBeLessThan(1024 * 1024);
    const refused = await s.request('POST', '/api/sync/push', { token: admin, raw: body, contentType: 'application/json' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('The request body is not one this server takes: an object with more than 1,000 keys');
    const ok = await s.request('POST', '/api/sync/push', {
      token: admin,
      body: { clientId: randomUUID(), schemaVersion: 1, mutations: [mutation({ seq: 1, table: 'bookings', recordId: randomUUID(), op: 'create', hlc: s.hlc(), fields: bookingFields() })] },
    });
    expect(ok.body.results[0].status).toBe('applied');
  });
});
