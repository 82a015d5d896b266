// @vitest-environment node
// The security suite on PGlite in memory (security-postgres.test.ts runs the same on PostgreSQL).
import { describeHousekeeping } from './housekeeping.suite';
import { openPglite } from './harness';
import { describeSecurity } from './security.suite';

describeSecurity('PGlite', openPglite);
describeHousekeeping('PGlite', openPglite);
