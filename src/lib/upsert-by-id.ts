/**
 * Puts the server's answer into a list: merged into the row with its id, or appended when the list does not
 * have it (spec, section 4: "replaces … or appends if missing").
 */
export function upsertById<Row extends { id: number }>(
  rows: readonly Row[],
  answer: Row,
  merge: (existing: Row, answer: Row) => Row = (_existing, stored) => stored,
): Row[] {
  let found = false;
  const next = rows.map((row) => {
    if (row.id !== answer.id) return row;
    found = true;
    return merge(row, answer);
  });
  return found ? next : [...next, answer];
}
