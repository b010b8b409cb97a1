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
  /** The student group of the trial, where it takes a seat (0025-public-form); null when none was chosen. */
  trial_group_id: Generated<number | null>;
  /** The marks of the advertising link the lead came by to the school's trial form (0025-public-form). */
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
};

export type LeadTables = {
  leads: LeadTable;
};
