// @vitest-environment node
// The set-wise push against the one-by-one path on PGlite (push-batch-postgres.test.ts: on PostgreSQL).
import { openPglite } from './harness';
import { describePushBatches } from './push-batch.suite';

describePushBatches('PGlite', openPglite);
