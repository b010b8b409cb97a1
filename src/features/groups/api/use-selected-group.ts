import { useQuery } from '@tanstack/react-query';
import type { Group, GroupEntityType } from '@/contract';
import { useSelectedGroupStore } from '../selected-group-store';
import { groupQueries } from './group-queries';

/**
 * The group whose rows a table shows: the chosen tab while that group exists, else the first group (spec:
 * the first is selected after load), else «Все» (`null`) for a school without groups. `undefined` while the
 * groups are still loading, so a table never flashes all its rows before narrowing them.
 */
function resolveSelectedGroup(
  groups: readonly Group[] | undefined,
  chosen: number | null | undefined,
): number | null | undefined {
  if (groups === undefined) return undefined;
  if (chosen === null) return null;
  if (chosen !== undefined && groups.some((group) => group.id === chosen)) return chosen;
  return groups[0]?.id ?? null;
}

export function useSelectedGroup(schoolId: number, entityType: GroupEntityType): number | null | undefined {
  const groups = useQuery(groupQueries.list(schoolId, entityType));
  const chosen = useSelectedGroupStore((state) => state.selected[entityType]);
  // A list that failed to load shows every row rather than none.
  return resolveSelectedGroup(groups.isError ? [] : groups.data, chosen);
}
