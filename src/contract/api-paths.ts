/**
 * The spec's API paths (section 7) below the `/api` prefix. Patterns use `:id` as both Hono and MSW do;
 * the SPA fills them with `apiPath()`.
 */
export const apiPaths = {
  register: '/ownerschool/register',
  login: '/user_accounts/login',
  logout: '/users/logout',
  authCheck: '/auth/check',
  profile: '/user_profiles/getone/:id',
  usersWhere: '/users/getAllWhere',
  usersWithRole: '/users/getWithRole',
  userCreate: '/users/create',
  userUpdate: '/users/update/:id',
  userDelete: '/users/delete/:id',
  schools: '/schools/getall',
  school: '/schools/getoneschool/:id',
  schoolUpdate: '/schools/update/:id',
  schoolDelete: '/schools/delete/:id',

  leadsWhere: '/leads/getallwhere',
  leadCreate: '/leads/create',
  leadUpdate: '/leads/update/:id',
  leadDelete: '/leads/delete/:id',
  leadConvert: '/leads/convert/:id',

  studentsAll: '/students/getAllStudInfo',
  studentCreate: '/students/registration',
  student: '/students/:id',

  clientCreate: '/clients/create',
  clientsWhere: '/clients/getallwhere',
  client: '/clients/getone/:id',
  clientUpdate: '/clients/update/:id',
  clientDelete: '/clients/delete/:id',

  groupCreate: '/groups/create',
  groupsWhere: '/groups/getallwhere',
  groupsAll: '/groups/getall',
  group: '/groups/getone/:id',
  groupUpdate: '/groups/update/:id',
  groupDelete: '/groups/delete/:id',

  statusesWhere: '/statuses/getallwhere',
  statusCreate: '/statuses/create',
  statusesAll: '/statuses/getall',
  status: '/statuses/getone/:id',
  statusUpdate: '/statuses/update/:id',
  statusDelete: '/statuses/delete/:id',

  sourcesAll: '/sources/getall',
  sourceCreate: '/sources/create',
  sourceUpdate: '/sources/update/:id',
  sourceDelete: '/sources/delete/:id',

  styleCreate: '/styles/registration',
  stylesWhere: '/styles/getAllWhere',
  style: '/styles/:id',

  scheduleCreate: '/schedules/create',
  schedulesWhere: '/schedules/getallwhere',
  schedule: '/schedules/getone/:id',
  scheduleUpdate: '/schedules/update/:id',
  scheduleDelete: '/schedules/delete/:id',

  lessonCreate: '/lessons/create',
  lessonsGenerate: '/lessons/generate',
  lessonsWhere: '/lessons/getallwhere',
  lesson: '/lessons/getone/:id',
  lessonUpdate: '/lessons/update/:id',
  lessonDelete: '/lessons/delete/:id',

  attendanceWhere: '/attendance/getallwhere',
  attendanceMark: '/attendance/mark',
} as const;

export type ApiPathName = keyof typeof apiPaths;

export const API_PREFIX = '/api';

/** `apiPath('school', { id: 3 })` → `schools/getoneschool/3` (relative, for a client with a `/api` prefix). */
export function apiPath(name: ApiPathName, params: Record<string, string | number> = {}): string {
  const filled = apiPaths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
  return filled.slice(1);
}
