import type { GroupEntityType } from '../../../../src/contract/index.ts';

/** Each kind of row keeps its group memberships in its own table, with real foreign keys on both sides. */
export const membershipTables = {
  lead: { table: 'lead_groups', member: 'lead_id' },
  student: { table: 'student_groups', member: 'student_id' },
  client: { table: 'client_groups', member: 'client_id' },
} as const satisfies Record<GroupEntityType, { table: string; member: string }>;

/** Which rows a read covers: the whole school's list, or one row of it. */
export type RowScope = { schoolId: number; id?: number };
