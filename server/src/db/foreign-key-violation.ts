/**
 * True when a query failed on a FOREIGN KEY constraint: better-sqlite3 reports `SQLITE_CONSTRAINT_FOREIGNKEY`,
 * PostgreSQL SQLSTATE `23503`.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
