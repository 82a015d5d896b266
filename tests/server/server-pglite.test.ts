// @vitest-environment node
// The API suites on PGlite in memory (server-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeApi } from './api.suite';
import { describeAuthorization } from './authz.suite';
import { describeSyncProtocol } from './sync-protocol.suite';

describeSyncProtocol('PGlite', openPglite);
describeApi('PGlite', openPglite);
describeAuthorization('PGlite', openPglite);
