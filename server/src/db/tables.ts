// Tables the infrastructure owns (db/, the HTTP layer, the host's jobs), not a module: a school's data revision, the
// days its jobs last ran, and the answers kept for Idempotency-Key.

/** A school's data revision: raised by every write to its data (0010-school-revisions). */
export type SchoolRevisionTable = { school_id: number; revision: number };

/** The day a host job last ran for a school (0016-school-time): once per school per day. */
export type SchoolJobTable = {
  school_id: number;
  job: string;
  done_on: string;
};

/** A create's Idempotency-Key and the answer it gave, kept a day (0016-school-time). */
export type IdempotencyKeyTable = {
  user_id: number;
  key: string;
  endpoint: string;
  body_hash: string;
  status: number;
  answer: string;
  created_at: string;
};

export type InfrastructureTables = {
  school_revisions: SchoolRevisionTable;
  school_jobs: SchoolJobTable;
  idempotency_keys: IdempotencyKeyTable;
};
