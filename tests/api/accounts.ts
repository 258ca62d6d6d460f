/** The accounts every API test database has. */
export const testAccounts = {
  admin: { email: 'staff@example.org', password: 'staff-password-123' },
  reader: { email: 'reader@example.org', password: 'reader-password-123' },
};
