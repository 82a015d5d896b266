// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

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
