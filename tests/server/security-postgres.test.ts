// @vitest-environment node
// The security suite on a throwaway PostgreSQL cluster (security-pglite.test.ts runs the same on PGlite).
import { describeHousekeeping } from './housekeeping.suite';
import { postgresDatabases } from './harness';
import { describeSecurity } from './security.suite';

const open = postgresDatabases();
describeSecurity('PostgreSQL', open);
describeHousekeeping('PostgreSQL', open);
