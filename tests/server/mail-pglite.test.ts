// @vitest-environment node
// Client messages by email on PGlite in memory (mail-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeInvoiceMail } from './invoice-mail.suite';
import { describeMail } from './mail.suite';

describeMail('PGlite', openPglite);
describeInvoiceMail('PGlite', openPglite);
