// @vitest-environment node
// Hostile input on a throwaway PostgreSQL cluster (fuzz-pglite.test.ts runs the same on PGlite).
import { describeFuzz } from './fuzz.suite';
import { postgresDatabases } from './harness';

describeFuzz('PostgreSQL', postgresDatabases());
