// @vitest-environment node
// Invoices on the server, on a throwaway PostgreSQL cluster (invoices-pglite.test.ts runs the same on PGlite).
import { postgresDatabases } from './harness';
import { describeInvoices } from './invoices.suite';

describeInvoices('PostgreSQL', postgresDatabases());
