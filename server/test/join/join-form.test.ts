import { describe, expect, it } from 'vitest';
import { apiPath, type Lead, serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import {
  filledForm,
  formCode,
  groupWithLesson,
  leadsOfPhone,
  loadedPage,
  owner,
  schoolState,
  visitor,
} from './support.ts';

// The school's public trial form (docs/join-form.md): what a visitor sees, the lead a sign-up makes, the same phone
// again on the same day, a group not open for trials, and a new code.

describe.each(testDialects())('the public trial form on %s', (dialect) => {
  const t = useTestApp(dialect, { trustProxy: 1 });

  it('shows the school, its consent and the open groups’ next lessons with free seats — nothing else', async () => {
    const code = await formCode(t);
    const { groupId, lessonId, date } = await groupWithLesson(t, { name: 'Вог для взрослых', capacity: 10 });
    const page = await visitor(t).page(code);
    expect(page.status, page.text).toBe(200);
    expect(page.body.school_name).toBe('Школа танца «Грация»');
    expect(page.body.consent_text).toContain('152-ФЗ');
    const group = page.body.groups.find((candidate: { id: number }) => candidate.id === groupId);
    expect(group).toEqual({
      id: groupId,
      name: 'Вог для взрослых',
      lessons: [{ id: lessonId, date, start_time: '19:00', style_name: null, free_seats: 10 }],
    });
    // The page names no teacher, no student, no phone: only the school and its timetable.
    expect(Object.keys(page.body).sort()).toEqual(['consent_text', 'groups', 'school_name', 'stamp']);
  });

  it('makes a lead with the trial, source «Сайт» and the link’s marks; the seat is taken', async () => {
    const code = await formCode(t);
    const { groupId, lessonId, date } = await groupWithLesson(t, { name: 'Хаус', capacity: 3 });
    const page = await loadedPage(t, code, '203.0.113.10');
    const answer = await visitor(t, '203.0.113.10').post(
      code,
      filledForm(page.stamp, lessonId, {
        phone: '8 916 700-00-01',
        for_child: true,
        child_name: 'Мира',
        child_age: 7,
        utm_source: 'vk',
        utm_medium: 'cpc',
        utm_campaign: 'autumn',
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ group_name: 'Хаус', lesson_date: date, start_time: '19:00' });
    const [lead] = (await leadsOfPhone(t, '+7 (916) 700-00-01')) as Lead[];
    expect(lead).toMatchObject({
      name: 'Мира',
      trial_date: date,
      source_name: 'Сайт',
      created_by: null,
      utm_source: 'vk',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
    });
    expect(lead?.qualification).toContain('«Хаус»');
    expect(lead?.qualification).toContain('Мира, 7 лет. Родитель: Анна Лебедева');
    const again = await visitor(t).page(code);
    const group = again.body.groups.find((candidate: { id: number }) => candidate.id === groupId);
    expect(group.lessons[0].free_seats).toBe(2);
    // The funnel counts it by its marks.
    const report = await (await owner(t)).post(`/${apiPath('reportLeads')}`, {
      date_from: '2026-03-01',
      date_to: '2026-03-31',
    });
    expect(report.body.by_campaign).toContainEqual({
      utm_source: 'vk',
      utm_campaign: 'autumn',
      leads: 1,
      converted: 0,
      rate: 0,
    });
  });

  it('updates the lead of the same phone on the same school day instead of adding one', async () => {
    const code = await formCode(t);
    const first = await groupWithLesson(t, { name: 'Брейк', capacity: 5 });
    const second = await groupWithLesson(t, { name: 'Брейк, продолжающие', capacity: 5 });
    const phone = '+7 (916) 700-00-02';
    const page = await loadedPage(t, code, '203.0.113.11');
    const post = (lessonId: number, extra = {}) =>
      visitor(t, '203.0.113.11').post(code, filledForm(page.stamp, lessonId, { phone, ...extra }));
    expect((await post(first.lessonId, { utm_source: 'vk' })).status).toBe(201);
    const before = await schoolState(t);
    expect((await post(second.lessonId, { name: 'Анна Лебедева-Смирнова' })).status).toBe(201);
    expect((await schoolState(t)).leads).toBe(before.leads);
    const leads = (await leadsOfPhone(t, phone)) as Lead[];
    expect(leads).toHaveLength(1);
    // The later post's lesson and name; the first post's marks stay, as the second came by no link.
    expect(leads[0]).toMatchObject({ name: 'Анна Лебедева-Смирнова', utm_source: 'vk' });
    expect(leads[0]?.qualification).toContain('«Брейк, продолжающие»');
    // The trial moved: its seat in the first group is free again.
    const seats = async (groupId: number) =>
      (await visitor(t).page(code)).body.groups.find((group: { id: number }) => group.id === groupId)
        .lessons[0].free_seats;
    expect([await seats(first.groupId), await seats(second.groupId)]).toEqual([5, 4]);

    // The next school day, the same phone is a new lead.
    t.clock.advance(DAY);
    const tomorrow = await loadedPage(t, code, '203.0.113.11');
    const next = await visitor(t, '203.0.113.11').post(
      code,
      filledForm(tomorrow.stamp, first.lessonId, { phone }),
    );
    expect(next.status, next.text).toBe(201);
    expect(await leadsOfPhone(t, phone)).toHaveLength(2);
  });

  it('never writes over a lead the staff made for the same phone that day', async () => {
    const code = await formCode(t);
    const group = await groupWithLesson(t, { name: 'Вог', capacity: 5 });
    const phone = '+7 (916) 700-00-07';
    const staffLead = await (await owner(t)).post(`/${apiPath('leadCreate')}`, {
      name: 'Мария, звонила сама',
      phone,
      qualification: 'Хочет в вечернюю группу, перезвонить в четверг',
    });
    expect(staffLead.status, staffLead.text).toBe(201);
    const page = await loadedPage(t, code, '203.0.113.17');
    const posted = await visitor(t, '203.0.113.17').post(
      code,
      filledForm(page.stamp, group.lessonId, { phone, name: 'Кто-то чужой' }),
    );
    expect(posted.status, posted.text).toBe(201);
    const leads = (await leadsOfPhone(t, phone)) as Lead[];
    expect(leads).toHaveLength(2);
    expect(leads.find((lead) => lead.id === staffLead.body.id)).toMatchObject({
      name: 'Мария, звонила сама',
      qualification: 'Хочет в вечернюю группу, перезвонить в четверг',
    });
  });

  it('neither shows nor takes a group that is not open for trials', async () => {
    const code = await formCode(t);
    const { groupId, lessonId } = await groupWithLesson(t, {
      name: 'Закрытая группа',
      open_for_trials: false,
    });
    const page = await loadedPage(t, code, '203.0.113.12');
    expect(page.groups.map((group) => group.id)).not.toContain(groupId);
    const before = await schoolState(t);
    const answer = await visitor(t, '203.0.113.12').post(code, filledForm(page.stamp, lessonId));
    expect([answer.status, answer.body]).toEqual([409, { message: serverErrors.joinGroupClosed }]);
    expect(await schoolState(t)).toEqual(before);

    // Opened by a manager where groups are edited, it is offered.
    const staff = await owner(t);
    const opened = await staff.patch(`/${apiPath('groupUpdate', { id: groupId })}`, {
      open_for_trials: true,
    });
    expect([opened.status, opened.body.open_for_trials]).toEqual([200, true]);
    expect((await visitor(t).page(code)).body.groups.map((group: { id: number }) => group.id)).toContain(
      groupId,
    );
  });

  it('answers the old link 404 once the owner changes the code', async () => {
    const old = await formCode(t);
    const { lessonId } = await groupWithLesson(t, { name: 'Тверк' });
    const page = await loadedPage(t, old, '203.0.113.13');
    const changed = await (await owner(t)).post(`/${apiPath('joinFormCodeChange')}`);
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.code).not.toBe(old);
    expect(changed.body.code).toMatch(/^[a-z2-9]{12}$/);
    const before = await schoolState(t);
    for (const answer of [
      await visitor(t, '203.0.113.13').page(old),
      await visitor(t, '203.0.113.13').post(old, filledForm(page.stamp, lessonId)),
    ])
      expect([answer.status, answer.body]).toEqual([404, { message: serverErrors.joinFormNotFound }]);
    expect(await schoolState(t)).toEqual(before);
    expect((await visitor(t).page(changed.body.code)).status).toBe(200);
  });

  it('lets the owner write the consent text, and an empty one brings the default back', async () => {
    const staff = await owner(t);
    const own = 'Я согласен на обработку персональных данных школой «Грация».';
    const saved = await staff.patch(`/${apiPath('joinFormSettingsUpdate')}`, { consent_text: own });
    expect(saved.body).toMatchObject({ consent_text: own, consent_is_default: false });
    expect((await visitor(t).page(saved.body.code)).body.consent_text).toBe(own);
    const reset = await staff.patch(`/${apiPath('joinFormSettingsUpdate')}`, { consent_text: '' });
    expect(reset.body.consent_is_default).toBe(true);
    expect(reset.body.consent_text).toContain('оператору — Школа танца «Грация» —');
  });
});
