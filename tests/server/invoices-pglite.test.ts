// @vitest-environment node
// Invoices on the server, on PGlite in memory (invoices-postgres.test.ts runs the same on PostgreSQL).
import { openPglite } from './harness';
import { describeInvoices } from './invoices.suite';

describeInvoices('PGlite', openPglite);
