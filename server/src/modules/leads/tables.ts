import type { Generated } from 'kysely';

// The leads module's table (0002-people).

export type LeadTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  phone: string;
  trial_date: string | null;
  /** Where a trial reminder goes (0022-messages); a lead without one is reminded by phone. */
  email: string | null;
  qualification: string;
  source_id: number | null;
  status_id: number | null;
  /** The staff member who added it; null once their account is removed. */
  created_by: number | null;
  created_at: string;
  converted_to_client_at: string | null;
};

export type LeadTables = {
  leads: LeadTable;
};
