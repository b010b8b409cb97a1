/**
 * The people tables' order (spec, section 3): newest first by numeric id. Rows still being created (negative
 * temporary ids) come before every stored row, so what was just added shows at the top.
 */
export function newestFirst<Row extends { id: number }>(rows: readonly Row[]): Row[] {
  return rows.toSorted((a, b) => rank(b.id) - rank(a.id));
}

function rank(id: number): number {
  return id < 0 ? Number.MAX_SAFE_INTEGER + id : id;
}
