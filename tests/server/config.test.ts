// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, readAppConfig, readConfig } from '../../server/config';

describe('readConfig', () => {
  it('has defaults for everything', () => {
    expect(readConfig({})).toEqual({ port: 8080, host: '0.0.0.0', dataDir: './data', databaseUrl: undefined });
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', HOST: ' ', DATA_DIR: '', DATABASE_URL: '' })).toEqual(readConfig({}));
  });

  it('reads every variable', () => {
    const env = { PORT: '3000', HOST: '127.0.0.1', DATA_DIR: '/var/lib/vtc', DATABASE_URL: 'postgresql://u:p@db:5432/vtc' };
    expect(readConfig(env)).toEqual({ port: 3000, host: '127.0.0.1', dataDir: '/var/lib/vtc', databaseUrl: env.DATABASE_URL });
  });

  it.each(['abc', '-1', '65536', '80.5', '0x50'])('rejects PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, got "${port}"`);
  });

  it('rejects a HOST with a scheme or spaces', () => {
    expect(() => readConfig({ HOST: 'http://localhost' })).toThrow(/HOST must be a host name/);
  });

  it.each(['mysql://root:s3cret@db/app', 'not a url s3cret'])('rejects DATABASE_URL=%s without echoing it', (url) => {
    let message = '';
    try {
      readConfig({ DATABASE_URL: url });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^DATABASE_URL /);
    expect(message).not.toContain('s3cret');
  });
});

describe('readAppConfig', () => {
  it('has defaults: no admin given (a random password), 30-day sessions, no CORS, no extra connect-src, no proxy, default limits, a request log', () => {
    expect(readAppConfig({})).toEqual({
      admin: undefined,
      sessionDays: 30,
      allowedOrigins: [],
      allowedHosts: [],
      cspConnectSrc: [],
      trustProxy: false,
      publicOrigin: undefined,
      limits: {},
      logRequests: true,
    });
  });

  it('reads every variable', () => {
    const config = readAppConfig({
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough secret',
      SESSION_DAYS: '7',
      ALLOWED_ORIGINS: 'https://office.example.com, http://localhost:5173',
      ALLOWED_HOSTS: 'www.example.com, 192.168.1.20',
      NODE_ENV: 'production',
      CSP_CONNECT_SRC: 'https://sync.example.com,wss://live.example.com',
      TRUST_PROXY: 'true',
      PUBLIC_ORIGIN: 'https://www.example.com/',
      LOGIN_ATTEMPTS_PER_MINUTE: '5',
      PUBLIC_WRITES_PER_MINUTE: '20',
      PUBLIC_READS_PER_MINUTE: '200',
      SYNC_REQUESTS_PER_MINUTE: '1000',
      LOG_REQUESTS: 'false',
    });
    expect(config).toEqual({
      admin: { username: 'boss', password: 'long enough secret' },
      sessionDays: 7,
      allowedOrigins: ['https://office.example.com', 'http://localhost:5173'],
      allowedHosts: ['www.example.com', '192.168.1.20'],
      cspConnectSrc: ['https://sync.example.com', 'wss://live.example.com'],
      trustProxy: true,
      publicOrigin: 'https://www.example.com',
      limits: { loginFailuresPerMinute: 5, publicRequestsPerMinute: 20, publicReadsPerMinute: 200, syncRequestsPerMinute: 1000 },
      logRequests: false,
    });
  });

  it.each([
    [{ SESSION_DAYS: '0' }, /SESSION_DAYS must be a whole number of days from 1 to 365/],
    [{ ALLOWED_ORIGINS: 'https://ok.example.com/path' }, /ALLOWED_ORIGINS: "https:\/\/ok.example.com\/path" is not an origin/],
    [{ CSP_CONNECT_SRC: "https://x.example.com; script-src 'unsafe-inline'" }, /CSP_CONNECT_SRC/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true or false/],
    [{ PUBLIC_ORIGIN: 'www.example.com' }, /PUBLIC_ORIGIN must be an origin/],
    [{ PUBLIC_ORIGIN: 'https://www.example.com/fr' }, /PUBLIC_ORIGIN must be an origin/],
    [{ LOG_REQUESTS: 'sometimes' }, /LOG_REQUESTS must be true or false/],
    [{ NODE_ENV: 'production' }, /PUBLIC_ORIGIN is required when NODE_ENV=production/],
    [{ ALLOWED_HOSTS: 'www.example.com:8080' }, /ALLOWED_HOSTS: "www.example.com:8080" is not a host name/],
    [{ ALLOWED_HOSTS: 'evil.example/<x>' }, /ALLOWED_HOSTS/],
    [{ SYNC_REQUESTS_PER_MINUTE: '0' }, /SYNC_REQUESTS_PER_MINUTE must be a whole number from 1 to 1000000, got "0"/],
    [{ LOGIN_ATTEMPTS_PER_MINUTE: 'ten' }, /LOGIN_ATTEMPTS_PER_MINUTE must be a whole number/],
    [{ ADMIN_USERNAME: 'boss' }, /without ADMIN_PASSWORD/],
    [{ ADMIN_PASSWORD: 'short' }, /at least 8 characters/],
  ])('rejects %o', (env, message) => {
    expect(() => readAppConfig(env)).toThrow(ConfigError);
    expect(() => readAppConfig(env)).toThrow(message);
  });

  it('never echoes ADMIN_PASSWORD', () => {
    let message = '';
    try {
      readAppConfig({ ADMIN_USERNAME: 'no spaces allowed', ADMIN_PASSWORD: 's3cret-password' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_USERNAME/);
    expect(message).not.toContain('s3cret-password');
  });
});

describe('mail settings (SMTP_URL, MAIL_FROM)', () => {
  it('is off without SMTP_URL, and reads both together', () => {
    expect(readAppConfig({}).mail).toBeUndefined();
    expect(readAppConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465', MAIL_FROM: 'Paris Prestige <bookings@example.com>' }).mail).toEqual({
      url: 'smtps://user:p%40ss@mail.example.com:465',
      from: 'Paris Prestige <bookings@example.com>',
      domain: 'example.com',
    });
  });

  it.each([
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'SMTP_URL is set without MAIL_FROM'],
    [{ MAIL_FROM: 'bookings@example.com' }, 'MAIL_FROM is set without SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'bookings@example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'the office' }, 'MAIL_FROM must be an email address'],
  ])('refuses %o', (env, message) => {
    expect(() => readAppConfig(env)).toThrow(ConfigError);
    expect(() => readAppConfig(env)).toThrow(message);
  });

  it('never echoes the SMTP password', () => {
    const message = (() => {
      try {
        readAppConfig({ SMTP_URL: 'smtp://user:s3cret@', MAIL_FROM: 'a@b.fr' });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^SMTP_URL/);
    expect(message).not.toContain('s3cret');
  });
});

