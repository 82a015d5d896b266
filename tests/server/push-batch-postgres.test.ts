// @vitest-environment node
// The set-wise push against the one-by-one path on PostgreSQL (push-batch-pglite.test.ts: on PGlite).
import { postgresDatabases } from './harness';
import { describePushBatches } from './push-batch.suite';

describePushBatches('PostgreSQL', postgresDatabases());
