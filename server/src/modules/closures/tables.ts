import type { Generated } from 'kysely';

// The closures module's tables (0011-closures).

export type ClosureTable = {
  id: Generated<number>;
  school_id: number;
  starts_on: string;
  ends_on: string;
  reason: string;
  created_by: number | null;
  created_at: string;
};

export type ClosureGroupTable = {
  id: Generated<number>;
  school_id: number;
  closure_id: number;
  group_id: number;
};

/** Days a closure gave back to a pass that was valid during it. */
export type SubscriptionExtensionTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  closure_id: number;
  days: number;
  created_at: string;
};

export type ClosureTables = {
  closures: ClosureTable;
  closure_groups: ClosureGroupTable;
  subscription_extensions: SubscriptionExtensionTable;
};
