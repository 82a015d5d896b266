// @vitest-environment node
// Dispatch on the server, on PGlite in memory (dispatch-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeDispatchEffects } from './dispatch-effects.suite';
import { describeDispatchRules } from './dispatch-rules.suite';

describeDispatchRules('PGlite', openPglite);
describeDispatchEffects('PGlite', openPglite);
