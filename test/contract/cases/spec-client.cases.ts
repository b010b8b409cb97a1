import { expect } from 'vitest';
import { deleteResponseSchema, schoolSchema, serverErrors } from '@/contract';
import type { ApiClient, ApiResponse } from '../api-client';
import { expectError } from '../expectations';
import { graciaOwner, platformAdmin } from '../seed-data';
import type { ContractCases } from './contract-case';
import { seededLessonsBetween } from './schedule-seed';
import { loginAs } from './sign-in';

/**
 * Every call of the spec's section 7, made the way a client written against the spec makes it: ids as strings,
 * birthdates from `toISOString()`, the school id alone as the generation body, changed fields only in updates —
 * and each answer read the way the spec says it is read.
 */

/** "data is list": the answer body is the list itself. */
function list(response: ApiResponse): Record<string, unknown>[] {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(Array.isArray(response.body), `a bare array, not ${JSON.stringify(response.body)}`).toBe(true);
  return response.body as Record<string, unknown>[];
}

function object(response: ApiResponse, status = 200): Record<string, unknown> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual(expect.any(Object));
  expect(Array.isArray(response.body)).toBe(false);
  return response.body as Record<string, unknown>;
}

/** "response is id or object with id". */
function deletedId(response: ApiResponse): number {
  expect(response.status).toBe(200);
  return deleteResponseSchema.parse(response.body);
}

const SCHOOL = String(graciaOwner.school_id);

export const specClientCases: ContractCases = {
  'auth and users: register with an ISO instant, log in, read the profile, the users and the teachers':
    async (api: ApiClient) => {
      const registered = object(
        await api.request('POST', '/ownerschool/register', {
          school: {
            name: 'Студия «Пируэт»',
            city: 'Тверь',
            phone: '+7 (4822) 11-22-33',
            email: 'hello@pirouette.ru',
          },
          account: { email: 'owner@pirouette.ru', password: 'пароль-пируэта' },
          // new Date(2001, 4, 15).toISOString() in a Moscow browser: the person picked 15 May.
          profile: {
            full_name: 'Орлова Вера',
            phone: '+7 (915) 100-20-30',
            birthdate: '2001-05-14T20:00:00.000Z',
          },
        }),
        201,
      );
      const login = object(await api.login('owner@pirouette.ru', 'пароль-пируэта'));
      const user = login.user as { id: number; profile: { birthdate: string } };
      expect(user.id).toBe((registered.user as { id: number }).id);
      expect(user.profile.birthdate).toBe('2001-05-15');
      expect(object(await api.request('GET', `/user_profiles/getone/${String(user.id)}`)).full_name).toBe(
        'Орлова Вера',
      );
      expect(object(await api.request('GET', '/auth/check')).user).toMatchObject({ id: user.id });
      object(await api.request('POST', '/users/logout'));

      await loginAs(api, graciaOwner);
      const users = list(await api.request('POST', '/users/getAllWhere', { school_id: SCHOOL }));
      expect(users.map((row) => row.role)).toContain('owner');
      // The spec's «data field holds users» is the client's response.data: the body is the list.
      const data = list(
        await api.request('POST', '/users/getWithRole', { school_id: SCHOOL, role: 'teacher' }),
      ) as { role: string; profile: { full_name: string } }[];
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((teacher) => teacher.role === 'teacher' && teacher.profile.full_name !== '')).toBe(
        true,
      );
    },

  'schools: the admin lists them; a school reads as Name, City, Email, Phone; the owner renames it': async (
    api,
  ) => {
    await loginAs(api, platformAdmin);
    expect(list(await api.request('GET', '/schools/getall')).length).toBeGreaterThan(1);
    await loginAs(api, graciaOwner);
    const school = object(await api.request('GET', `/schools/getoneschool/${SCHOOL}`));
    // The spec's fields, and the school's time zone the one-clock issue adds (docs/time.md).
    expect(Object.keys(schoolSchema.parse(school)).sort()).toEqual([
      'City',
      'Email',
      'Name',
      'Phone',
      'TimeZone',
      'id',
    ]);
    expect(object(await api.request('PATCH', `/schools/update/${SCHOOL}`, { Name: 'Грация' })).Name).toBe(
      'Грация',
    );
  },

  'leads, clients, statuses, sources and groups: lists are lists, changes take changed fields': async (
    api,
  ) => {
    await loginAs(api, graciaOwner);
    const leads = list(await api.request('POST', '/leads/getallwhere', { school_id: SCHOOL }));
    const created = object(await api.request('POST', '/leads/create', { school_id: SCHOOL }), 201);
    expect(list(await api.request('POST', '/leads/getallwhere', { school_id: SCHOOL }))).toHaveLength(
      leads.length + 1,
    );
    const statuses = list(
      await api.request('POST', '/statuses/getallwhere', { school_id: SCHOOL, type: 'lead' }),
    );
    const updated = object(
      await api.request('PATCH', `/leads/update/${String(created.id)}`, {
        status_id: String(statuses[1]?.id),
      }),
    );
    expect(updated.status_name).toBe(statuses[1]?.name);
    expect(deletedId(await api.request('DELETE', `/leads/delete/${String(created.id)}`))).toBe(created.id);

    list(await api.request('POST', '/clients/getallwhere', { school_id: SCHOOL }));
    const client = object(
      await api.request('POST', '/clients/create', { name: 'Орлов Пётр', school_id: SCHOOL }),
      201,
    );
    object(await api.request('GET', `/clients/getone/${String(client.id)}`));
    object(await api.request('PATCH', `/clients/update/${String(client.id)}`, { phone: '89161234567' }));
    expect(deletedId(await api.request('DELETE', `/clients/delete/${String(client.id)}`))).toBe(client.id);

    list(await api.request('GET', '/statuses/getall'));
    const status = object(
      await api.request('POST', '/statuses/create', { name: 'Думает', type: 'lead' }),
      201,
    );
    object(await api.request('GET', `/statuses/getone/${String(status.id)}`));
    object(await api.request('PATCH', `/statuses/update/${String(status.id)}`, { name: 'Размышляет' }));
    expect(deletedId(await api.request('DELETE', `/statuses/delete/${String(status.id)}`))).toBe(status.id);

    list(await api.request('GET', '/sources/getall'));
    const source = object(await api.request('POST', '/sources/create', { name: 'Вывеска' }), 201);
    object(await api.request('PATCH', `/sources/update/${String(source.id)}`, { name: 'Вывеска у входа' }));
    expect(deletedId(await api.request('DELETE', `/sources/delete/${String(source.id)}`))).toBe(source.id);

    list(await api.request('GET', '/groups/getall'));
    list(await api.request('POST', '/groups/getallwhere', { school_id: SCHOOL, entity_type: 'lead' }));
    const group = object(
      await api.request('POST', '/groups/create', {
        name: 'Пробные',
        entity_type: 'lead',
        school_id: SCHOOL,
      }),
      201,
    );
    object(await api.request('GET', `/groups/getone/${String(group.id)}`));
    object(await api.request('PATCH', `/groups/update/${String(group.id)}`, { name: 'Пробные, суббота' }));
    expect(deletedId(await api.request('DELETE', `/groups/delete/${String(group.id)}`))).toBe(group.id);
  },

  'students: the list carries groups, subscriptions and clients; a student is read, changed and removed':
    async (api) => {
      await loginAs(api, graciaOwner);
      const students = list(await api.request('POST', '/students/getAllStudInfo', { school_id: SCHOOL }));
      expect(students[0]).toEqual(
        expect.objectContaining({
          groups: expect.any(Array),
          subscriptions: expect.any(Array),
          clients: expect.any(Array),
        }),
      );
      const student = object(
        await api.request('POST', '/students/registration', {
          name: 'Орлова Соня',
          birthdate: '2015-09-30T21:00:00.000Z',
          school_id: SCHOOL,
        }),
        201,
      );
      expect(student.birthdate).toBe('2015-10-01');
      object(await api.request('GET', `/students/${String(student.id)}`));
      expect(
        object(await api.request('PUT', `/students/${String(student.id)}`, { skill_level: 'middle' }))
          .skill_level,
      ).toBe('middle');
      expect(deletedId(await api.request('DELETE', `/students/${String(student.id)}`))).toBe(student.id);
    },

  'styles, schedules and lessons: generation takes the school id as its body': async (api) => {
    await loginAs(api, graciaOwner);
    const styles = list(await api.request('POST', '/styles/getAllWhere', { school_id: SCHOOL }));
    const style = object(
      await api.request('POST', '/styles/registration', { name: 'Контемпорари', school_id: SCHOOL }),
      201,
    );
    object(await api.request('GET', `/styles/${String(style.id)}`));
    object(await api.request('PUT', `/styles/${String(style.id)}`, { name: 'Контемп' }));
    expect(list(await api.request('POST', '/styles/getAllWhere', { school_id: SCHOOL }))).toHaveLength(
      styles.length + 1,
    );

    const entries = list(await api.request('POST', '/schedules/getallwhere', { school_id: SCHOOL }));
    const entry = entries[0] as { id: number; group_id: number };
    object(await api.request('GET', `/schedules/getone/${String(entry.id)}`));
    object(await api.request('PATCH', `/schedules/update/${String(entry.id)}`, { duration_minutes: 75 }));

    // The update replanned the entry's lessons itself: a generation finds nothing left to make.
    expect(object(await api.request('POST', '/lessons/generate', Number(SCHOOL)))).toEqual({
      created: 0,
      date_from: '2026-03-02',
      date_to: '2026-04-30',
    });
    expect(object(await api.request('POST', '/lessons/generate', SCHOOL)).created).toBe(0);
    expectError(await api.request('POST', '/lessons/generate', 2), 403, serverErrors.otherSchool);
    // The bare id as a client posts a number (any content type); anything else that is not JSON stays 415.
    expect(
      object(
        await api.request('POST', '/lessons/generate', undefined, {
          rawBody: '1',
          contentType: 'text/plain',
        }),
      ).created,
    ).toBe(0);
    expectError(
      await api.request('POST', '/lessons/generate', undefined, {
        rawBody: `school_id=${SCHOOL}`,
        contentType: 'text/plain',
      }),
      415,
      serverErrors.unsupportedMediaType,
    );
    const lessons = list(await api.request('POST', '/lessons/getallwhere', { school_id: SCHOOL }));
    // The demo timetable's lessons to the end of next month (schedule-generation.cases.ts).
    expect(lessons).toHaveLength(seededLessonsBetween('2026-03-02', '2026-04-30'));
    const lesson = object(
      await api.request('POST', '/lessons/create', {
        group_id: String(entry.group_id),
        lesson_date: '2026-12-05',
        start_time: '12:00',
        duration_minutes: 60,
      }),
      201,
    );
    object(await api.request('GET', `/lessons/getone/${String(lesson.id)}`));
    object(await api.request('PATCH', `/lessons/update/${String(lesson.id)}`, { start_time: '12:30' }));
    expect(deletedId(await api.request('DELETE', `/lessons/delete/${String(lesson.id)}`))).toBe(lesson.id);
    expect(deletedId(await api.request('DELETE', `/schedules/delete/${String(entry.id)}`))).toBe(entry.id);
    expect(deletedId(await api.request('DELETE', `/styles/${String(style.id)}`))).toBe(style.id);
  },
};
