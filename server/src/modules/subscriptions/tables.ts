import type { Generated } from 'kysely';
import type { SubscriptionKind, SubscriptionStart } from '../../../../src/contract/index.ts';

// The subscriptions module's tables (0002-people, 0005-money): sold passes, their templates and freezes.

export type SubscriptionTable = {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  sub_name: string;
  issued_at: string;
  expires_at: string | null;
  /** Visits the pass was sold with; null for an unlimited pass. What remains is the ledger's sum. */
  visits: number | null;
  // The copy of its template a sold pass keeps (0005-money).
  template_id: number | null;
  kind: Generated<SubscriptionKind>;
  price: Generated<number>;
  validity_days: Generated<number>;
  starts_on: Generated<SubscriptionStart>;
  freeze_count: Generated<number>;
  freeze_days: Generated<number>;
  /** Null until a first-visit pass starts. */
  starts_at: string | null;
  sold_by: number | null;
  /** The day it was cancelled (0018-pass-corrections): from then on it covers no lesson. */
  canceled_on: Generated<string | null>;
} & MakeupTerms;

/**
 * What a pass's excused absences earn (0031-makeups, docs/makeups.md): how many make-ups (0: none), how many days
 * each lives after the missed lesson, and whether it must be made up in a lesson of the same style.
 */
export type MakeupTerms = {
  makeups_allowed: Generated<number>;
  makeup_days: Generated<number>;
  makeups_same_style: Generated<boolean | number>;
};

export type SubscriptionTemplateTable = {
  id: Generated<number>;
  school_id: number;
  name: string;
  kind: SubscriptionKind;
  visits: number | null;
  price: number;
  validity_days: number;
  starts_on: SubscriptionStart;
  freeze_count: number;
  freeze_days: number;
  is_archived: boolean | number;
  created_at: string;
} & MakeupTerms;

export type SubscriptionTemplateGroupTable = { template_id: number; group_id: number };

export type SubscriptionTemplateStyleTable = { template_id: number; style_id: number };

export type SubscriptionFreezeTable = {
  id: Generated<number>;
  school_id: number;
  subscription_id: number;
  starts_on: string;
  days: number;
  created_by: number | null;
  created_at: string;
};

export type SubscriptionTables = {
  subscriptions: SubscriptionTable;
  subscription_templates: SubscriptionTemplateTable;
  subscription_template_groups: SubscriptionTemplateGroupTable;
  subscription_template_styles: SubscriptionTemplateStyleTable;
  subscription_freezes: SubscriptionFreezeTable;
};
