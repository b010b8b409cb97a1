/** Which rows a read covers: the whole school's list, or one row of it. */
export type RowScope = { schoolId: number; id?: number };
