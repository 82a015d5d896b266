// @vitest-environment node
// The two-factor suite on a throwaway PostgreSQL cluster (two-factor-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeTwoFactor } from './two-factor.suite';

describeTwoFactor('PostgreSQL', postgresDatabases());
