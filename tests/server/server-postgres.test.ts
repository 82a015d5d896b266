// @vitest-environment node
// The API suites on a throwaway PostgreSQL cluster (server-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeApi } from './api.suite';
import { describeAuthorization } from './authz.suite';
import { describeSyncProtocol } from './sync-protocol.suite';

const open = postgresDatabases();
describeSyncProtocol('PostgreSQL', open);
describeApi('PostgreSQL', open);
describeAuthorization('PostgreSQL', open);
