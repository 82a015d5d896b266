// @vitest-environment node
// The one-time codes against the published test vectors (RFC 4226 appendix D, RFC 6238 appendix B,
// SHA-1), the drift window and single use, base32 both ways, and the URI authenticator apps read.
import { describe, expect, it } from 'vitest';
import { normalizeRecoveryCode } from '../../server/accounts/two-factor';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totp, totpStep } from '../../server/accounts/totp';

const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const at = (seconds: number) => new Date(seconds * 1000);

describe('HOTP and TOTP', () => {
  it('gives RFC 4226 HOTP values for counters 0 to 9', () => {
    expect(Array.from({ length: 10 }, (_, i) => hotp(RFC_SECRET, i))).toEqual([
      '755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489',
    ]);
  });

  it('gives RFC 6238 TOTP values (8 digits, and their last 6 for 6 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totp(RFC_SECRET, at(seconds), 8)).toBe(code);
      expect(totp(RFC_SECRET, at(seconds))).toBe(code.slice(2));
    }
  });

  it('takes the code of the step before and after now, not two steps away, and never one at or before the last taken', () => {
    const now = at(1234567890);
    const step = totpStep(now);
    const codeAt = (offset: number) => hotp(RFC_SECRET, step + offset);
    expect(matchTotp(RFC_SECRET, codeAt(0), now, 0)).toBe(step);
    expect(matchTotp(RFC_SECRET, codeAt(-1), now, 0)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, codeAt(1), now, 0)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, codeAt(-2), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(2), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(0), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(1), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, '89005924', now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now, 0)).toBeNull();
  });
});

describe('base32 and the otpauth URI', () => {
  it('encodes RFC 4648 vectors and decodes them back, with lower case, spaces and padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of vectors) {
      expect(base32Encode(Buffer.from(text))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(text);
    }
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('makes 20-byte secrets, each new', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('names the issuer and the account in the URI, encoded', () => {
    expect(otpauthUri({ issuer: 'Prestige VTC', account: 'karim', secret: 'GEZDGNBV' })).toBe(
      'otpauth://totp/Prestige%20VTC:karim?secret=GEZDGNBV&issuer=Prestige%20VTC&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes as typed', () => {
  it('ignores case, spaces and dashes, reads O as 0 and I or L as 1, and refuses other shapes', () => {
    expect(normalizeRecoveryCode('ABCD-EFGH-JK01')).toBe('abcdefghjk01');
    expect(normalizeRecoveryCode(' abcd efgh jkOl ')).toBe('abcdefghjk01');
    expect(normalizeRecoveryCode('abcd-efgh-jku1')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh')).toBeNull();
  });
});
