// The one-tap links' numbers and addresses, and the position that never holds a step up for long.
import { describe, expect, it } from 'vitest';
import { telLink, whatsappDigits } from '../../src/features/driver-rides/links';
import { positionWithin } from '../../src/features/driver-rides/position';

describe('links', () => {
  it('gives wa.me the international number, whatever way the office typed it', () => {
    expect(whatsappDigits('+44 7700 900 412')).toBe('447700900412');
    expect(whatsappDigits('0044 7700 900412')).toBe('447700900412');
    expect(whatsappDigits('06 12 48 73 90')).toBe('33612487390');
    expect(whatsappDigits('+216 55 210 998')).toBe('21655210998');
    expect(telLink('+33 (0)6 12')).toBe('tel:+330612');
    expect(telLink('  ')).toBeNull();
  });
});

describe('positionWithin', () => {
  const never = { getCurrentPosition: () => undefined } as unknown as Geolocation;
  const refused = {
    getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError),
  } as unknown as Geolocation;

  it('answers null when the phone does not answer in time, refuses, or has no location service', async () => {
    const started = Date.now();
    await expect(positionWithin(80, never)).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(positionWithin(80, refused)).resolves.toBeNull();
    await expect(positionWithin(80, undefined)).resolves.toBeNull();
  });
});
