// @vitest-environment node
// Dispatch on the server, on a throwaway PostgreSQL cluster (dispatch-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeDispatchEffects } from './dispatch-effects.suite';
import { describeDispatchRules } from './dispatch-rules.suite';

const open = postgresDatabases();
describeDispatchRules('PostgreSQL', open);
describeDispatchEffects('PostgreSQL', open);
