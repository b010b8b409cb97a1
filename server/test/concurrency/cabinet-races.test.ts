import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type CabinetHome, type CabinetLesson } from '../../../src/contract/index.ts';
import { familyWithEmail, signInToCabinet } from '../cabinet/support.ts';
import { api, loginAs, send } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { expectLedgerInvariants } from './support/ledger-invariants.ts';

// The cabinet's writes when they meet (docs/cabinet.md): a family's «не придём» pressed twice at once, or at the
// moment the front desk marks the same student, through two processes — never a 5xx, one mark on the roll, and
// the ledger as the last mark says; an invitation pressed twice at once goes once.

const ROUNDS = 10;

describe.each(testDialects())('cabinet races on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  const ids = useDemoIds(t);
  let cabinetCookie = '';
  let staffCookie = '';
  let lessons: CabinetLesson[] = [];

  beforeAll(async () => {
    await t.runJobs();
    await familyWithEmail(t, 'race-family@example.ru');
    cabinetCookie = await signInToCabinet(t, 'race-family@example.ru');
    staffCookie = await loginAs(t.app, accounts.receptionist.email);
    const home = (await api(t.app, cabinetCookie).get(`/${apiPath('cabinetHome')}`)).body as CabinetHome;
    lessons = home.students
      .flatMap((student) => student.next_lessons)
      .filter((lesson) => lesson.can_announce);
    expect(lessons.length).toBeGreaterThan(0);
  });

  const call = (process: 0 | 1, cookie: string, path: string, body: unknown) =>
    send(process === 0 ? t.app : t.otherProcess(), `/api/${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('«не придём» twice at once, and against the desk’s mark, ends in one consistent mark', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const lesson = lessons[round % lessons.length] as CabinetLesson;
      const body = { lesson_id: lesson.lesson_id, student_id: lesson.student_id };
      const answers = await Promise.all([
        call(0, cabinetCookie, apiPath('cabinetAbsence'), body),
        call(1, cabinetCookie, apiPath('cabinetAbsence'), body),
        call(round % 2 === 0 ? 0 : 1, staffCookie, apiPath('attendanceMark'), { ...body, mark: 'present' }),
      ]);
      for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
      const roll = (await call(0, staffCookie, apiPath('attendanceWhere'), { lesson_id: lesson.lesson_id }))
        .body as { student_id: number; mark: string | null; announced: boolean }[];
      const mine = roll.filter((row) => row.student_id === lesson.student_id);
      expect(mine).toHaveLength(1);
      // Either the desk's «был» stands (written last, or the family was refused), or the family's «не придём».
      expect([
        { mark: 'present', announced: false },
        { mark: 'excused', announced: true },
      ]).toContainEqual({ mark: mine[0]?.mark, announced: mine[0]?.announced });
      // Back to unmarked for the next round.
      await call(0, staffCookie, apiPath('attendanceMark'), { ...body, mark: null });
    }
    await expectLedgerInvariants(
      t.db,
      ids.schools.demo,
      api(t.app, await loginAs(t.app, accounts.owner.email)),
    );
  });

  it('an invitation pressed twice at once goes once', async () => {
    const owner = await loginAs(t.app, accounts.owner.email);
    const [student] = lessons;
    const answers = await Promise.all([
      call(0, owner, apiPath('cabinetInvite'), { student_id: student?.student_id }),
      call(1, owner, apiPath('cabinetInvite'), { student_id: student?.student_id }),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    await t.deliverMail();
    const invitations = t.mailbox
      .to('race-family@example.ru')
      .filter((mail) => mail.subject.includes('приглашение'));
    expect(invitations).toHaveLength(1);
  });
});
