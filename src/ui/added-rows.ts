import { createContext, useContext, useEffect, useRef } from 'react';

/** How many rows the page's new-row form has added; a table under it focuses each one once it is stored. */
export const AddedRowsContext = createContext(0);

/**
 * After the new-row form adds a row, the focus it gave up goes to that row once the server has stored it (a new,
 * confirmed first row), unless the person has already put the focus somewhere.
 * `storedFirstKey`: the key of the first row when it is stored, `null` while it is pending or there are no rows.
 */
export function useFocusAddedRow(storedFirstKey: number | null, focusFirstRow: () => void) {
  const added = useContext(AddedRowsContext);
  const seen = useRef(added);
  // The first row when the add was asked for; the added row is the first one that is not it.
  const waitingPast = useRef<{ key: number | null } | null>(null);

  useEffect(() => {
    if (added !== seen.current) {
      seen.current = added;
      waitingPast.current = { key: storedFirstKey };
      return;
    }
    const waiting = waitingPast.current;
    if (!waiting || storedFirstKey === null || storedFirstKey === waiting.key) return;
    waitingPast.current = null;
    if (document.activeElement === document.body) focusFirstRow();
  });
}
