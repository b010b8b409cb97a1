import type { Generated } from 'kysely';

// The sources module's table (0002-people).

export type SourceTable = { id: Generated<number>; school_id: number; name: string };

export type SourceTables = {
  sources: SourceTable;
};
