// @vitest-environment node
// Hostile input on PGlite in memory (fuzz-postgres.test.ts runs the same on PostgreSQL).
import { describeFuzz } from './fuzz.suite';
import { openPglite } from './harness';

describeFuzz('PGlite', openPglite);
