import { useDeferredValue, useMemo } from 'react';
import { createRowMatcher } from './row-search';

type PeopleRow = { name: string; groups: readonly { id: number }[] };

/**
 * The rows a people table shows: those of the selected group (`null`: all) that match the search. The search
 * is deferred, so typing stays instant while thousands of rows are filtered. `total` counts the group's rows.
 */
export function useVisibleRows<Row extends PeopleRow>(
  rows: readonly Row[] | undefined,
  groupId: number | null | undefined,
  search: string,
  phoneOf: (row: Row) => string,
): { rows: readonly Row[]; total: number } {
  const query = useDeferredValue(search);
  const inGroup = useMemo(
    () =>
      groupId === null || groupId === undefined
        ? (rows ?? [])
        : (rows ?? []).filter((row) => row.groups.some((group) => group.id === groupId)),
    [rows, groupId],
  );
  const matching = useMemo(() => {
    const matches = createRowMatcher(query);
    return query.trim() === '' ? inGroup : inGroup.filter((row) => matches(row.name, phoneOf(row)));
  }, [inGroup, query, phoneOf]);
  return { rows: matching, total: inGroup.length };
}
