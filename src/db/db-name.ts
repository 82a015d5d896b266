/** The name of the app's IndexedDB database: known without loading the database code. */
export const DEFAULT_DB_NAME = 'vtc';
