/**
 * SQLite has no boolean type: better-sqlite3 cannot bind `true` and hands stored flags back as 0/1, while
 * PostgreSQL answers true/false. Flags are written as 1/0 (PostgreSQL reads '1'/'0' as booleans) and read
 * through `toBoolean`, the one place the two meet.
 */
export const toSqlBoolean = (value: boolean): number => (value ? 1 : 0);

export const toBoolean = (value: boolean | number): boolean => value === true || value === 1;

/**
 * A body id names a stored row only if it is a safe integer; anything larger would overflow PostgreSQL's
 * bigint, so it is treated as unknown before it reaches SQL.
 */
export const isStorableId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;
