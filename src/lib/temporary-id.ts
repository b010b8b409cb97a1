let last = 0;

/**
 * An id for a row shown before the server stored it. Negative, so it can never collide with a stored id and
 * a table can tell the row is still being saved.
 */
export function temporaryId(): number {
  last -= 1;
  return last;
}
