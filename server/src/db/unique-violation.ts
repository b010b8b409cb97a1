/**
 * True when a query failed on a UNIQUE constraint: better-sqlite3 reports `SQLITE_CONSTRAINT_UNIQUE`
 * (or `SQLITE_CONSTRAINT_PRIMARYKEY`), PostgreSQL SQLSTATE `23505`, and sql.js (the mock host) only says so in
 * the message.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error) {
    const { code } = error;
    return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  }
  return error instanceof Error && error.message.startsWith('UNIQUE constraint failed');
}
