import type { Generated } from 'kysely';
import type { StatusType } from '../../../../src/contract/index.ts';

// The statuses module's table (0002-people).

export type StatusTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  type: StatusType;
  color: string;
};

export type StatusTables = {
  statuses: StatusTable;
};
