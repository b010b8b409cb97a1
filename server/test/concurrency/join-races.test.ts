import { describe, expect, it } from 'vitest';
import {
  filledForm,
  formCode,
  groupWithLesson,
  leadsOfPhone,
  loadedPage,
  schoolState,
  visitor,
} from '../join/support.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';

// The school's public trial form when posts meet (docs/join-form.md), through two processes: a double press with
// one phone leaves one lead, and two visitors after the last seat get it once — the other a 409 — never a 5xx.

const ROUNDS = 6;

describe.each(testDialects())('trial form races on %s', (dialect) => {
  const t = useTestApp(dialect, { trustProxy: 1 });

  it('the same phone posted twice at once makes one lead', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Двойное нажатие' });
    for (let round = 0; round < ROUNDS; round++) {
      const ip = `192.0.2.${round + 1}`;
      const phone = `+7 (916) 750-00-${String(round + 10)}`;
      const page = await loadedPage(t, code, ip);
      const form = filledForm(page.stamp, lessonId, { phone, name: `Гонка ${round}` });
      const answers = await Promise.all([
        visitor(t, ip).post(code, form),
        visitor(t, ip, t.otherProcess()).post(code, form),
      ]);
      for (const answer of answers) expect(answer.status, answer.text).toBe(201);
      expect(await leadsOfPhone(t, phone)).toHaveLength(1);
    }
  });

  it('two visitors after the last seat: one gets it, the other a 409', async () => {
    const code = await formCode(t);
    for (let round = 0; round < ROUNDS; round++) {
      const { lessonId } = await groupWithLesson(t, { name: `Последнее место ${round}`, capacity: 1 });
      const page = await loadedPage(t, code, '192.0.2.100');
      const before = await schoolState(t);
      const answers = await Promise.all(
        [0, 1].map((visitorNo) =>
          visitor(t, `192.0.2.${110 + visitorNo}`, visitorNo === 0 ? t.app : t.otherProcess()).post(
            code,
            filledForm(page.stamp, lessonId, { phone: `+7 (916) 760-0${round}-0${visitorNo}` }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect((await schoolState(t)).leads).toBe(before.leads + 1);
    }
  });
});
