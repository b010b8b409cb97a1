import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { makeupsOfStudents } from './makeup-list.ts';

export function makeupHandlers({ db }: ApiDeps) {
  return {
    makeupsWhere: ({ schoolId, body, time }) => makeupsOfStudents(db, schoolId, [body.student_id], time),
  } satisfies Partial<Handlers>;
}
