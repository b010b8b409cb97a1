import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Client,
  type Lead,
  type leadConversionSchema,
  type SchoolTime,
  type StudentRecord,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { createClient, getClient } from '../clients/service.ts';
import { assertGroupsOf } from '../groups/service.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { assertStatusOf } from '../statuses/service.ts';
import { createStudent } from '../students/service.ts';
import { readLead } from './lead-view.ts';
import { leadExists, markConverted } from './repository.ts';

type LeadConversion = z.output<typeof leadConversionSchema>;
export type ConversionResult = { lead: Lead; student: StudentRecord; client: Client | null };

/**
 * The lead becomes a student (and its parent, when given, a client linked to that student), all or nothing:
 * every reference is checked before the first write, and any failure rolls the whole transaction back.
 */
export function convertLead(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: LeadConversion,
  time: SchoolTime,
): Promise<ConversionResult> {
  const groups = input.student.group_id == null ? [] : [input.student.group_id];
  return inTransaction(db, async (trx) => {
    const lead = await readLead(trx, schoolId, id);
    if (!lead) throw notFound();
    if (lead.converted_to_client_at !== null) throw conflictAs(serverErrors.leadAlreadyConverted);
    if (input.status_id !== undefined) await assertStatusOf(trx, schoolId, input.status_id, 'lead');
    await assertGroupsOf(trx, schoolId, 'student', groups);
    // Claims the lead first: a conversion racing this one finds it taken and writes nothing.
    if (!(await markConverted(trx, id, time.now.toISOString(), input.status_id))) {
      // Nothing claimed: another request converted the lead — or deleted it, which is a 404, not a conflict.
      throw (await leadExists(trx, schoolId, id))
        ? conflictAs(serverErrors.leadAlreadyConverted)
        : notFound();
    }

    // The parent first, so the new student is created already linked to them.
    const parent = input.client;
    const client = parent
      ? await createClient(
          trx,
          schoolId,
          { name: parent.name, phone: parent.phone, birthdate: null, contact: '', email: null },
          time,
        )
      : null;
    const student = await createStudent(
      trx,
      schoolId,
      {
        name: input.student.name || lead.name,
        birthdate: input.student.birthdate,
        skill_level: input.student.skill_level,
        email: null,
        contact: '',
        groups,
        clients:
          client && parent ? [{ id: client.id, relation: parent.relation, is_payer: parent.is_payer }] : [],
      },
      time,
    );

    const converted = await readLead(trx, schoolId, id);
    if (!converted) throw notFound();
    return {
      lead: converted,
      student,
      // Read again: the client now lists the student.
      client: client && (await getClient(trx, schoolId, client.id, time)),
    };
  });
}
