// @vitest-environment node
// Client messages by email on a throwaway PostgreSQL cluster (mail-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeMail } from './mail.suite';

describeMail('PostgreSQL', postgresDatabases());
