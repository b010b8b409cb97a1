import { type GroupEntityType, groupPalette, serverErrors, type TagColor } from '@/contract';
import { apiErrors } from '../http/api-error';
import { emptyGroup } from './memberships';
import { deleteRows, insertRow } from './table';
import type { GroupRow, MockTables } from './tables';

export type NewGroup = { name: string; entity_type: GroupEntityType; color?: TagColor };

/** Without a colour a group takes the next one of the palette, counted over the school's groups. */
export function createGroup(db: MockTables, schoolId: number, input: NewGroup): GroupRow {
  const count = db.groups.rows.filter((group) => group.school_id === schoolId).length;
  return insertRow(db.groups, {
    school_id: schoolId,
    name: input.name,
    entity_type: input.entity_type,
    // The remainder always indexes the palette.
    color: input.color ?? (groupPalette[count % groupPalette.length] as string),
  });
}

/**
 * Members leave with the group and stay themselves. A student group the timetable or a lesson still uses
 * cannot go (409): lessons would lose their group.
 */
export function deleteGroup(db: MockTables, group: GroupRow): void {
  const scheduled =
    db.schedules.rows.some((entry) => entry.group_id === group.id) ||
    db.lessons.rows.some((lesson) => lesson.group_id === group.id);
  if (scheduled) throw apiErrors.conflict(serverErrors.groupInUse);
  emptyGroup(db, group.entity_type, group.id);
  deleteRows(db.groups, (row) => row.id === group.id);
}
