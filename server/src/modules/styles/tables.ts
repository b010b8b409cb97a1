import type { Generated } from 'kysely';

// The styles module's table (0003-schedule): the school's directions.

export type StyleTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  active_from: string | null;
  active_to: string | null;
  is_archived: boolean | number;
};

export type StyleTables = {
  styles: StyleTable;
};
