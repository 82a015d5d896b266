/**
 * The first admin of the test servers, given to bootstrap as ADMIN_USERNAME / ADMIN_PASSWORD would be.
 * A test fixture only: the product has no default password.
 */
export const TEST_ADMIN = { username: 'admin', password: 'Prestige2026!' } as const;
