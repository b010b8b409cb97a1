import type { Generated } from 'kysely';

// The cabinet's own tables (0020-cabinet), owned by this module and composed into the database type in db/schema.ts.

/** A one-time sign-in code asked for an address; only its hash is kept. */
export type CabinetCodeTable = {
  id: Generated<number>;
  email: string;
  ip: string;
  /** Null when the address belongs to nobody: the request still counts against the limits. */
  code_hash: string | null;
  created_at: string;
  expires_at: string;
  tries_left: number;
  used_at: string | null;
};

/** A device signed in to one school's cabinet as one address; the cookie holds the token, the table its hash. */
export type CabinetSessionTable = {
  id: Generated<number>;
  school_id: number;
  token_hash: string;
  email: string;
  /** What the browser said it was, so a parent can tell their devices apart. */
  device: string;
  created_at: string;
  expires_at: string;
};

/** An accepted offer version or personal-data consent (152-ФЗ), with its moment. */
export type CabinetConsentTable = {
  id: Generated<number>;
  school_id: number;
  email: string;
  kind: 'offer' | 'personal_data';
  version: number;
  accepted_at: string;
};

/** A family's request to freeze a pass, for the front desk to approve (a school that takes freezes as requests). */
export type FreezeRequestTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  email: string;
  starts_on: string;
  days: number;
  created_at: string;
  status: Generated<'pending' | 'approved' | 'declined'>;
  decided_by: number | null;
  decided_at: string | null;
};

export type CabinetTables = {
  freeze_requests: FreezeRequestTable;
  cabinet_codes: CabinetCodeTable;
  cabinet_sessions: CabinetSessionTable;
  cabinet_consents: CabinetConsentTable;
};
