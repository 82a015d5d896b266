// @vitest-environment node
// The two-factor suites on a throwaway PostgreSQL cluster (two-factor-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeTwoFactorAdmin } from './two-factor-admin.suite';
import { describeTwoFactor } from './two-factor.suite';

const open = postgresDatabases();
describeTwoFactor('PostgreSQL', open);
describeTwoFactorAdmin('PostgreSQL', open);
