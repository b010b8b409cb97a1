/**
 * True when a query failed on a UNIQUE constraint: better-sqlite3 reports `SQLITE_CONSTRAINT_UNIQUE`
 * (or `SQLITE_CONSTRAINT_PRIMARYKEY`), PostgreSQL SQLSTATE `23505`.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
