// @vitest-environment node
// Client messages by email on a throwaway PostgreSQL cluster (mail-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeInvoiceMail } from './invoice-mail.suite';
import { describeMail } from './mail.suite';

const databases = postgresDatabases();
describeMail('PostgreSQL', databases);
describeInvoiceMail('PostgreSQL', databases);
