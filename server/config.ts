export interface Config {
  port: number;
  host: string;
  /** PGlite data directory as given (resolved from process.cwd() when opened). */
  dataDir: string;
  databaseUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

// An empty variable (`PORT=` in an env file) means "use the default".
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 8080;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function readHost(env: Env): string {
  const host = read(env, 'HOST') ?? '0.0.0.0';
  if (/\s|\//.test(host)) throw new ConfigError(`HOST must be a host name or IP address, got "${host}"`);
  return host;
}

function readDatabaseUrl(env: Env): string | undefined {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return undefined;
  // Never echo the value: it usually holds a password.
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//`);
  }
  return raw;
}

export function readConfig(env: Env = process.env): Config {
  return {
    port: readPort(env),
    host: readHost(env),
    dataDir: read(env, 'DATA_DIR') ?? './data',
    databaseUrl: readDatabaseUrl(env),
  };
}
