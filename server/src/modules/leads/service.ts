import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  LEAD_PLACEHOLDER_NAME,
  type Lead,
  type leadCreateSchema,
  type leadUpdateSchema,
  type SchoolTime,
  SPEC_DEFAULT_REFERENCE_ID,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { assertGroupsOf, replaceMemberships, requestedGroups } from '../groups/service.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { notFound } from '../shared/domain-errors.ts';
import { assertSourceOf, defaultSourceId, isOwnSource } from '../sources/service.ts';
import { assertStatusOf, defaultStatusId, isOwnStatus } from '../statuses/service.ts';
import { readLead, readLeads } from './lead-view.ts';
import * as leads from './repository.ts';

/** Row writes for an import, which checks every reference of a whole file itself (docs/import.md). */
export { insertLead, updateLead as patchLead } from './repository.ts';

type LeadCreate = z.output<typeof leadCreateSchema>;
type LeadUpdate = z.output<typeof leadUpdateSchema>;

/** Who adds a lead, where and when: the caller's school and account, the server's clock. */
/** Who adds a lead: a staff member, or nobody of the staff (a family from the cabinet). */
export type LeadAuthor = { schoolId: number; userId: number | null; time: SchoolTime };

export function listLeads(db: Kysely<Database>, schoolId: number): Promise<Lead[]> {
  return readLeads(db, { schoolId });
}

export async function getLead(db: Kysely<Database>, schoolId: number, id: number): Promise<Lead> {
  const lead = await readLead(db, schoolId, id);
  if (!lead) throw notFound();
  return lead;
}

/**
 * The spec's client sends `source_id: 1, status_id: 1` as a new lead's defaults (§3, §9). Sources and statuses
 * are each school's own rows, so where 1 is not one of the school's own, it stands for the school's default (its
 * first source, its first lead status) — in a create and in an update. Any other id is checked as it is: another
 * school's row stays a 400, so no school learns of another's dictionaries. A school without a default of its own
 * keeps the 1, which then answers 400 as before.
 */
async function withSpecDefaults<Input extends { source_id?: number; status_id?: number }>(
  db: Kysely<Database>,
  schoolId: number,
  input: Input,
): Promise<Input> {
  const standsForDefault = async (
    isOwn: (db: Kysely<Database>, schoolId: number, id: number) => Promise<boolean>,
    id: number | undefined,
  ) => id === SPEC_DEFAULT_REFERENCE_ID && !(await isOwn(db, schoolId, id));
  const resolved = { ...input };
  if (await standsForDefault(isOwnSource, input.source_id))
    resolved.source_id = (await defaultSourceId(db, schoolId)) ?? input.source_id;
  if (await standsForDefault(isOwnStatus, input.status_id))
    resolved.status_id = (await defaultStatusId(db, schoolId, 'lead')) ?? input.status_id;
  return resolved;
}

/** References are checked before anything is written, so a refused lead leaves no trace (nor a used id). */
async function assertLeadReferences(
  db: Kysely<Database>,
  schoolId: number,
  input: { source_id?: number; status_id?: number },
  groups: number[] | undefined,
): Promise<void> {
  if (input.source_id !== undefined) await assertSourceOf(db, schoolId, input.source_id);
  if (input.status_id !== undefined) await assertStatusOf(db, schoolId, input.status_id, 'lead');
  if (groups) await assertGroupsOf(db, schoolId, 'lead', groups);
}

export function createLead(
  db: Kysely<Database>,
  author: LeadAuthor,
  sent: LeadCreate,
  /**
   * What the cabinet's trial sign-up adds: the address the lead gave (their trial reminder goes there) and the
   * group of the trial, where it takes a seat (docs/makeups.md, «Места»).
   */
  signUp: { email: string | null; trialGroupId: number | null } = { email: null, trialGroupId: null },
): Promise<Lead> {
  const groups = requestedGroups(sent) ?? [];
  const { schoolId } = author;
  return inTransaction(db, async (trx) => {
    const input = await withSpecDefaults(trx, schoolId, sent);
    await assertLeadReferences(trx, schoolId, input, groups);
    const id = await leads.insertLead(trx, schoolId, {
      name: input.name || LEAD_PLACEHOLDER_NAME,
      phone: input.phone,
      trial_date: input.trial_date,
      email: signUp.email,
      trial_group_id: signUp.trialGroupId,
      qualification: input.qualification,
      source_id: input.source_id ?? (await defaultSourceId(trx, schoolId)),
      status_id: input.status_id ?? (await defaultStatusId(trx, schoolId, 'lead')),
      created_by: author.userId,
      created_at: author.time.now.toISOString(),
    });
    await replaceMemberships(trx, 'lead', id, groups);
    return getLead(trx, schoolId, id);
  });
}

const editableFields = ['name', 'phone', 'trial_date', 'qualification', 'source_id', 'status_id'] as const;

export function updateLead(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  sent: LeadUpdate,
): Promise<Lead> {
  const groups = requestedGroups(sent);
  return inTransaction(db, async (trx) => {
    if (!(await leads.leadExists(trx, schoolId, id))) throw notFound();
    const input = await withSpecDefaults(trx, schoolId, sent);
    await assertLeadReferences(trx, schoolId, input, groups);
    await leads.updateLead(trx, id, definedFields(input, editableFields));
    if (groups) await replaceMemberships(trx, 'lead', id, groups);
    return getLead(trx, schoolId, id);
  });
}

export async function deleteLead(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    if (!(await leads.leadExists(trx, schoolId, id))) throw notFound();
    await leads.deleteLead(trx, id);
  });
  return { id };
}

/** Leads (not yet clients) whose trial is on this day and who gave an email: the trial reminder's recipients. */
export function leadsWithTrialOn(db: Kysely<Database>, schoolId: number, date: string) {
  return db
    .selectFrom('leads')
    .select(['id', 'name', 'email'])
    .where('school_id', '=', schoolId)
    .where('trial_date', '=', date)
    .where('email', 'is not', null)
    .where('converted_to_client_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** What the school's public form writes on a lead (docs/join-form.md). */
export type FormLead = Pick<
  leads.LeadValues,
  'name' | 'phone' | 'email' | 'trial_date' | 'qualification' | 'source_id'
> &
  leads.LeadOrigin;

/**
 * A lead of the school's public form, as the form's rules decided: over `sameAs` (the visitor's earlier lead of the
 * day) or new, with the school's first lead status. Over an earlier lead, what this post left out (an email, the
 * link's marks: null) keeps its stored value. The caller checked its group, its seat and its source.
 */
export async function saveFormLead(
  db: Kysely<Database>,
  author: LeadAuthor,
  sameAs: number | undefined,
  lead: FormLead,
): Promise<Lead> {
  if (sameAs !== undefined)
    await leads.updateLead(
      db,
      sameAs,
      Object.fromEntries(Object.entries(lead).filter(([, value]) => value !== null)),
    );
  const id =
    sameAs ??
    (await leads.insertLead(db, author.schoolId, {
      ...lead,
      status_id: await defaultStatusId(db, author.schoolId, 'lead'),
      created_by: author.userId,
      created_at: author.time.now.toISOString(),
    }));
  return getLead(db, author.schoolId, id);
}

/** The trial sign-ups of the school's public form: its visitor's lead of the day, and the seats trials take. */
/** A lead's name and address (a waitlist's), and its trial moved to a group and day (an offer accepted). */
export { leadOfPhoneSince, leadsView, trialsBooked } from './repository.ts';
export function setTrial(
  db: Kysely<Database>,
  leadId: number,
  trial: { trial_group_id: number; trial_date: string },
): Promise<void> {
  return leads.updateLead(db, leadId, trial);
}
