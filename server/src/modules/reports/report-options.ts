import type { Kysely } from 'kysely';
import type { ReportOptions } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as groupsService from '../groups/service.ts';
import * as styles from '../styles/service.ts';
import * as users from '../users/service.ts';
import { byName } from './figures.ts';

/** The filters' choices, for the accountant too (who reads no groups, directions or staff elsewhere). */
export async function options(db: Kysely<Database>, schoolId: number): Promise<ReportOptions> {
  const [groupList, styleList, teachers] = await Promise.all([
    groupsService.listGroups(db, schoolId, 'student'),
    styles.listStyles(db, schoolId),
    users.listUsers(db, schoolId, 'teacher'),
  ]);
  const named = (items: { id: number; name: string }[]) =>
    items.map(({ id, name }) => ({ id, name })).sort(byName((item) => item.name));
  return {
    groups: named(groupList),
    directions: named(styleList),
    teachers: named(teachers.map((teacher) => ({ id: teacher.id, name: teacher.profile.full_name }))),
  };
}
