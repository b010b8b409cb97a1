/**
 * True when a query failed on a FOREIGN KEY constraint: better-sqlite3 reports `SQLITE_CONSTRAINT_FOREIGNKEY`,
 * PostgreSQL SQLSTATE `23503`, and sql.js (the mock host) only says so in the message.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error) {
    const { code } = error;
    return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
  }
  return error instanceof Error && error.message.startsWith('FOREIGN KEY constraint failed');
}
