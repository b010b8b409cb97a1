import { addDays } from '../../server/src/modules/shared/local-date.ts';
import type { Role } from '../../src/contract/index.ts';
import { copiedId, type Strides } from './clone-schools.ts';
import type { ScaleSchool } from './scale-fixtures.ts';
import { pick, SchoolPeople, type Staff } from './scale-people.ts';
import { type Answer, answerJson, type Call } from './scale-traffic.ts';
import { scaleWrites } from './scale-writes.ts';

// A school's day as the scale bench replays it, one call per arrival in a school picked at random: the front desk
// opens the week's lessons and a lesson's roll, marks attendance (a teacher marks their own lessons), sells passes
// and takes payments; the manager reads and edits leads; the accountant works in /finances; the owner opens
// reports; families read their cabinet; anyone's SPA starts with a session check. Each kind is an endpoint of the
// contract (src/contract/endpoints.ts), weighted by how often a day asks it.

type Action = { weight: number; call: (school: ScaleSchool) => Call | null };
type Method = Call['method'];

export function scaleDay(today: string) {
  const month = { date_from: `${today.slice(0, 8)}01`, date_to: today };
  const week = { date_from: addDays(today, -6), date_to: addDays(today, 6) };
  const people = new SchoolPeople();
  const writes = scaleWrites(people, today);

  /** A read by someone of the school in one of `roles`. */
  const read =
    (kind: string, roles: Role[], method: Method, path: (school: ScaleSchool) => string, body?: unknown) =>
    (school: ScaleSchool): Call => ({
      kind,
      method,
      path: path(school),
      cookie: people.as(school, ...roles).cookie,
      body,
    });

  /** A revisioned list as the SPA reads it (src/lib/http.ts): with the tag it last had, 304 when unchanged. */
  const conditional = (kind: string, path: string, member: Staff): Call => ({
    kind,
    method: 'POST',
    path,
    cookie: member.cookie,
    body: {},
    headers: member.tag?.startsWith(`W/"${kind}-`) ? { 'If-None-Match': member.tag } : {},
    onAnswer: (answer) => {
      const tag = answer.headers.etag;
      if (typeof tag === 'string') member.tag = tag;
    },
  });

  const cabinetHome = (school: ScaleSchool): Call | null => {
    const token = pick(school.families);
    return token
      ? { kind: 'cabinetHome', method: 'GET', path: '/cabinet/home', cookie: `ritm_cabinet=${token}` }
      : null;
  };
  const cabinetStudent = (school: ScaleSchool): Call | null => {
    const token = pick(school.families);
    const child = token && pick(people.children.get(token) ?? []);
    if (!token || child === undefined) return cabinetHome(school);
    return {
      kind: 'cabinetStudent',
      method: 'GET',
      path: `/cabinet/students/${child}`,
      cookie: `ritm_cabinet=${token}`,
    };
  };

  const lessonId = (school: ScaleSchool) => pick(school.lessons)?.id;
  // biome-ignore format: one line per action keeps the day readable as a table
  const actions: Action[] = [
    { weight: 10, call: read('lessonsWhere', ['receptionist', 'teacher'], 'POST', () => '/lessons/getallwhere', week) },
    { weight: 6, call: read('lesson', ['receptionist', 'teacher'], 'GET', (s) => `/lessons/getone/${lessonId(s)}`) },
    { weight: 10, call: (s) => ({ ...read('attendanceWhere', ['receptionist'], 'POST', () => '/attendance/getallwhere')(s), body: { lesson_id: lessonId(s) } }) },
    { weight: 10, call: writes.attendanceMark },
    { weight: 2, call: writes.subscriptionSell },
    { weight: 2, call: writes.paymentCreate },
    { weight: 4, call: read('balances', ['receptionist', 'accountant'], 'GET', () => '/finances/balances') },
    { weight: 3, call: (s) => conditional('studentsAll', '/students/getAllStudInfo', people.as(s, 'receptionist', 'owner')) },
    { weight: 10, call: (s) => conditional('leadsWhere', '/leads/getallwhere', people.as(s, 'manager', 'manager', 'owner')) },
    { weight: 4, call: writes.leadUpdate },
    { weight: 1, call: writes.leadCreate },
    { weight: 4, call: (s) => conditional('clientsWhere', '/clients/getallwhere', people.as(s, 'manager')) },
    { weight: 4, call: read('financeSummary', ['accountant', 'owner'], 'POST', () => '/finances/summary', month) },
    { weight: 4, call: read('studentAccount', ['accountant'], 'GET', (s) => `/finances/student/${pick(s.students)}`) },
    { weight: 3, call: read('paymentsWhere', ['accountant'], 'POST', () => '/payments/getallwhere', month) },
    { weight: 1, call: read('reportOptions', ['owner'], 'GET', () => '/reports/options') },
    { weight: 2, call: read('reportAttendance', ['owner'], 'POST', () => '/reports/attendance', month) },
    { weight: 2, call: read('reportPayments', ['owner'], 'POST', () => '/reports/payments', month) },
    { weight: 6, call: cabinetHome },
    { weight: 4, call: cabinetStudent },
    { weight: 2, call: read('authCheck', ['owner', 'manager', 'receptionist', 'teacher', 'accountant'], 'GET', () => '/auth/check') },
  ];
  const total = actions.reduce((sum, action) => sum + action.weight, 0);

  return {
    acknowledged: writes.acknowledged,
    staff: (school: ScaleSchool) => people.staff(school),
    /** The next arrival's call in `school`; null when what it would write is being written right now. */
    next(school: ScaleSchool): Call | null {
      let roll = Math.random() * total;
      for (const action of actions) {
        roll -= action.weight;
        if (roll < 0) return action.call(school);
      }
      return null;
    },
    /**
     * Whose pages each family opens: the children the template school's families see on their first screen, moved
     * by each copy's offsets for the copies' families (a copy is the template, row for row).
     */
    async learnFamilies(
      schools: ScaleSchool[],
      strides: Strides,
      send: (call: Call) => Promise<Answer | null>,
    ) {
      for (const [index, token] of (schools[0]?.families ?? []).entries()) {
        const home = await send({
          kind: 'cabinetHome',
          method: 'GET',
          path: '/cabinet/home',
          cookie: `ritm_cabinet=${token}`,
        });
        const children = home
          ? (answerJson(home) as { students: { id: number }[] }).students.map((student) => student.id)
          : [];
        schools.forEach((school, copy) => {
          const family = school.families[index];
          if (family)
            people.children.set(
              family,
              children.map((id) => copiedId(strides, 'students', id, copy)),
            );
        });
      }
    },
    /** What a staff member's screen shows, fetched again after a change: their role's main list. */
    screen(member: Staff): Call {
      if (member.role === 'manager' || member.role === 'owner')
        return conditional('leadsWhere', '/leads/getallwhere', member);
      if (member.role === 'accountant')
        return { kind: 'balances', method: 'GET', path: '/finances/balances', cookie: member.cookie };
      return {
        kind: 'lessonsWhere',
        method: 'POST',
        path: '/lessons/getallwhere',
        cookie: member.cookie,
        body: week,
      };
    },
  };
}

export type ScaleDay = ReturnType<typeof scaleDay>;
