import type { Kysely } from 'kysely';
import type { ApiDeps } from '../../app-env.ts';
import type { Database } from '../../db/schema.ts';
import { groupsByMember } from '../groups/service.ts';
import { freeingSeats } from '../shared/freed-seats.ts';
import type { Handlers } from '../shared/handler.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as service from './service.ts';

/** The student's groups now: those they leave free a seat each. */
async function groupIdsOf(db: Kysely<Database>, schoolId: number, id: number): Promise<number[]> {
  if (!isStorableId(id)) return [];
  const groups = (await groupsByMember(db, 'student', { schoolId, id })).get(id) ?? [];
  return groups.map((group) => group.id);
}

export function studentHandlers(deps: ApiDeps) {
  const { db } = deps;
  // Each role gets the parts of a student its permissions grant (`studentFor`).
  return {
    studentsAll: async ({ user, schoolId, time }) =>
      (await service.listStudents(db, schoolId, time)).map((s) => service.studentFor(user.role, s)),
    studentCreate: async ({ user, schoolId, body, time }) =>
      service.studentFor(user.role, await service.createStudent(db, schoolId, body, time)),
    student: async ({ user, schoolId, id, time }) =>
      service.studentFor(user.role, await service.getStudent(db, schoolId, id, time)),
    // A student who leaves a group frees a seat there: its lines are offered it at once.
    studentUpdate: async ({ user, schoolId, id, body, time }) =>
      freeingSeats(deps, { schoolId, time }, async (trx) => {
        const moves = body.groups !== undefined || body.group_id !== undefined;
        const before = moves ? await groupIdsOf(trx, schoolId, id) : [];
        const updated = await service.updateStudent(trx, schoolId, id, body, time);
        const after = new Set(moves ? await groupIdsOf(trx, schoolId, id) : []);
        return {
          answer: service.studentFor(user.role, updated),
          freed: before.filter((group) => !after.has(group)).map((group) => ({ group_id: group })),
        };
      }),
    // A deleted student leaves their groups (docs/deletion.md): each seat is offered in the deletion's transaction.
    studentDelete: ({ user, schoolId, id, time }) =>
      freeingSeats(deps, { schoolId, time }, async (trx) => {
        const before = await groupIdsOf(trx, schoolId, id);
        const answer = await service.deleteStudent(trx, schoolId, id, user.id, time.now);
        return { answer, freed: before.map((group) => ({ group_id: group })) };
      }),
    studentsDeleted: ({ schoolId, time }) => service.listDeletedStudents(db, schoolId, time.now),
    studentRestore: async ({ user, schoolId, id, time }) =>
      service.studentFor(user.role, await service.restoreStudent(db, schoolId, id, time)),
  } satisfies Partial<Handlers>;
}
