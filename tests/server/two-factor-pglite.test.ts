// @vitest-environment node
// The two-factor suites on PGlite in memory (two-factor-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeTwoFactorAdmin } from './two-factor-admin.suite';
import { describeTwoFactor } from './two-factor.suite';

describeTwoFactor('PGlite', openPglite);
describeTwoFactorAdmin('PGlite', openPglite);
