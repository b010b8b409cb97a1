import type { Generated } from 'kysely';
import type { GroupEntityType } from '../../../../src/contract/index.ts';

// The groups module's tables (0002-people): the groups and who is in them. Each kind of row keeps its memberships in
// its own table; the groups module writes and reads all three (memberships.ts).

export type GroupTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  entity_type: GroupEntityType;
  color: string;
  /** Whether an absence without a reason takes a visit (0005-money). */
  charge_absence: Generated<boolean | number>;
  /** How many students a student group takes; null is no limit (0008-group-capacity). */
  capacity: Generated<number | null>;
  /** The name as people tell names apart (groupNameKey): unique per school and table (0017-group-name-keys). */
  name_key: string | null;
  /** A student group the school's public form offers trials in (0025-public-form). */
  open_for_trials: Generated<boolean | number>;
};

export type LeadGroupTable = { lead_id: number; group_id: number };

export type StudentGroupTable = { student_id: number; group_id: number };

export type ClientGroupTable = { client_id: number; group_id: number };

export type GroupTables = {
  groups: GroupTable;
  lead_groups: LeadGroupTable;
  student_groups: StudentGroupTable;
  client_groups: ClientGroupTable;
};
