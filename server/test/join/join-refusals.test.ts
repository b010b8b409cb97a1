import { describe, expect, it } from 'vitest';
import {
  JOIN_POSTS_PER_ADDRESS_MINUTE,
  JOIN_POSTS_PER_PHONE_HOUR,
  serverErrors,
} from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { filledForm, formCode, groupWithLesson, loadedPage, schoolState, visitor } from './support.ts';

// Abuse of the school's public trial form (docs/join-form.md), without captchas: every refusal says in Russian what
// happened and writes no lead (nor moves the school's revision, so no live update goes out either).

const phoneNumber = (n: number) =>
  `+7 (916) 710-${String(100 + Math.floor(n / 100)).slice(1)}-${String(n % 100).padStart(2, '0')}`;

describe.each(testDialects())('refusals of the public trial form on %s', (dialect) => {
  const t = useTestApp(dialect, { trustProxy: 1 });

  /** Posts the form and expects a refusal that changed nothing. */
  const refused = async (ip: string, code: string, body: object, status: number, message: string) => {
    const before = await schoolState(t);
    const answer = await visitor(t, ip).post(code, body);
    expect([answer.status, answer.body], answer.text).toEqual([status, { message }]);
    expect(await schoolState(t)).toEqual(before);
    return answer;
  };

  it('refuses a filled hidden field', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Ловушка' });
    const page = await loadedPage(t, code, '198.51.100.1');
    const form = filledForm(page.stamp, lessonId, {
      phone: '+7 (916) 740-00-01',
      website: 'https://spam.example',
    });
    await refused('198.51.100.1', code, form, 400, serverErrors.joinHoneypot);
  });

  it('refuses a post one second after the page loaded, and a stamp not made by the server', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Спешка' });
    const page = await visitor(t, '198.51.100.2').page(code);
    const form = (stamp: string) => filledForm(stamp, lessonId, { phone: '+7 (916) 740-00-02' });
    t.clock.advance(1000);
    await refused('198.51.100.2', code, form(page.body.stamp), 400, serverErrors.joinTooFast);
    // A stamp the browser dated itself, a day back, is not the server's.
    const forged = `${(t.clock.now().getTime() - 86_000_000).toString(36)}.${page.body.stamp.split('.')[1]}`;
    await refused('198.51.100.2', code, form(forged), 400, serverErrors.joinStampInvalid);
    // The same page a few seconds later goes through.
    t.clock.advance(3000);
    const taken = await visitor(t, '198.51.100.2').post(code, form(page.body.stamp));
    expect(taken.status, taken.text).toBe(201);
  });

  it('refuses the 21st post from one address in a minute, and takes posts again a minute later', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Наплыв' });
    const page = await loadedPage(t, code, '198.51.100.3');
    for (let n = 0; n < JOIN_POSTS_PER_ADDRESS_MINUTE; n += 1) {
      const answer = await visitor(t, '198.51.100.3').post(
        code,
        filledForm(page.stamp, lessonId, { phone: phoneNumber(n) }),
      );
      expect(answer.status, answer.text).toBe(201);
    }
    const tooMany = await refused(
      '198.51.100.3',
      code,
      filledForm(page.stamp, lessonId, { phone: phoneNumber(99) }),
      429,
      serverErrors.joinTooManyFromAddress(1),
    );
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up by this one.
    const other = await visitor(t, '198.51.100.4').post(
      code,
      filledForm(page.stamp, lessonId, { phone: phoneNumber(98) }),
    );
    expect(other.status, other.text).toBe(201);
    t.clock.advance(MINUTE);
    const later = await visitor(t, '198.51.100.3').post(
      code,
      filledForm(page.stamp, lessonId, { phone: phoneNumber(99) }),
    );
    expect(later.status, later.text).toBe(201);
  });

  it('refuses a sixth post with one phone in an hour, from any address', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Один телефон' });
    const page = await loadedPage(t, code, '198.51.100.5');
    const form = filledForm(page.stamp, lessonId, { phone: '+7 (916) 720-00-00' });
    for (let n = 0; n < JOIN_POSTS_PER_PHONE_HOUR; n += 1)
      expect((await visitor(t, `198.51.100.${10 + n}`).post(code, form)).status).toBe(201);
    await refused('198.51.100.30', code, form, 429, serverErrors.joinTooManyForPhone(60));
  });

  it('refuses a full lesson with 409', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Одно место', capacity: 1 });
    const page = await loadedPage(t, code, '198.51.100.6');
    const first = await visitor(t, '198.51.100.6').post(
      code,
      filledForm(page.stamp, lessonId, { phone: '+7 (916) 730-00-01' }),
    );
    expect(first.status, first.text).toBe(201);
    const full = filledForm(page.stamp, lessonId, { phone: '+7 (916) 730-00-02' });
    await refused('198.51.100.6', code, full, 409, serverErrors.joinLessonFull);
    const again = await visitor(t).page(code);
    const lesson = again.body.groups
      .flatMap((group: { lessons: { id: number; free_seats: number }[] }) => group.lessons)
      .find((candidate: { id: number }) => candidate.id === lessonId);
    expect(lesson.free_seats).toBe(0);
  });

  it('refuses a form without the consent ticked', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Без согласия' });
    const page = await loadedPage(t, code, '198.51.100.7');
    await refused(
      '198.51.100.7',
      code,
      filledForm(page.stamp, lessonId, { phone: '+7 (916) 740-00-03', consent: false }),
      400,
      serverErrors.joinNoConsent,
    );
  });

  it('answers a wrong code 404, for the page and the post', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Не та ссылка' });
    const page = await loadedPage(t, code, '198.51.100.8');
    const wrong = `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`;
    expect((await visitor(t, '198.51.100.8').page(wrong)).body).toEqual({
      message: serverErrors.joinFormNotFound,
    });
    await refused(
      '198.51.100.8',
      wrong,
      filledForm(page.stamp, lessonId),
      404,
      serverErrors.joinFormNotFound,
    );
  });

  it('asks for the child’s name and age when the form is for a child', async () => {
    const code = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Детская' });
    const page = await loadedPage(t, code, '198.51.100.9');
    const form = filledForm(page.stamp, lessonId, {
      phone: '+7 (916) 740-00-04',
      for_child: true,
      child_name: 'Мира',
    });
    await refused('198.51.100.9', code, form, 400, 'Заполните поле «Возраст ребёнка»');
  });
});
