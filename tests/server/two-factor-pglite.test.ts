// @vitest-environment node
// The two-factor suite on PGlite in memory (two-factor-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeTwoFactor } from './two-factor.suite';

describeTwoFactor('PGlite', openPglite);
