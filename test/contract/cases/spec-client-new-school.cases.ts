import { expect } from 'vitest';
import { DEFAULT_TIME_ZONE, serverErrors } from '@/contract';
import { type ApiClient, type ApiResponse, CONTRACT_ORIGIN } from '../api-client';
import { expectError } from '../expectations';
import { gracia, platformAdmin } from '../seed-data';
import type { ContractCases } from './contract-case';
import { byName, graciaSources, graciaStatuses } from './people-seed-data';
import { loginAs } from './sign-in';

/**
 * The spec's calls as its own client makes them — a browser app on axios that reads `response.data` — from a
 * school registered a minute ago, not the demo school: the school's id is not 1, its dictionaries are its own,
 * it has no groups, and the spec's defaults (source and status 1) are not its rows.
 */

/** What the spec's client reads: `response.data`, the body as it came. */
function data(response: ApiResponse, status = 200): unknown {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

function row(response: ApiResponse, status = 200): Record<string, unknown> {
  const body = data(response, status);
  expect(body).toEqual(expect.any(Object));
  expect(Array.isArray(body)).toBe(false);
  return body as Record<string, unknown>;
}

function rows(response: ApiResponse): Record<string, unknown>[] {
  const body = data(response);
  expect(Array.isArray(body), `a bare array, not ${JSON.stringify(body)}`).toBe(true);
  return body as Record<string, unknown>[];
}

const newSchool = {
  school: {
    name: 'Студия «Новый шаг»',
    city: 'Вологда',
    phone: '8 817 255-01-02',
    email: 'hello@newstep.ru',
  },
  account: { email: 'owner@newstep.ru', password: 'новый-шаг-2026' },
  profile: { full_name: 'Белова Дарья', phone: '', birthdate: null },
};

/** Registers the new school through the API, signs its owner in, and answers the school's id as a string. */
async function freshSchool(api: ApiClient): Promise<string> {
  const registered = row(await api.request('POST', '/ownerschool/register', newSchool), 201);
  const school = registered.school as { id: number };
  expect(school.id).not.toBe(gracia.id);
  row(await api.login(newSchool.account.email, newSchool.account.password));
  return String(school.id);
}

/** How axios posts a bare value: `axios.post(url, 1)` goes out form-encoded, the value as the body. */
const axiosBare = (value: string) => ({
  rawBody: value,
  contentType: 'application/x-www-form-urlencoded',
  headers: { origin: CONTRACT_ORIGIN },
});

export const specClientNewSchoolCases: ContractCases = {
  'lesson generation takes the school id as axios posts a number: form-encoded, the id as the body': async (
    api,
  ) => {
    const school = await freshSchool(api);

    const generated = row(await api.request('POST', '/lessons/generate', undefined, axiosBare(school)));
    expect(generated).toEqual({
      created: 0,
      date_from: expect.any(String),
      date_to: expect.any(String),
    });
    // The spec gives generation no body: nothing at all is fine too, whatever the content type.
    expect(row(await api.request('POST', '/lessons/generate', undefined, axiosBare(''))).created).toBe(0);
    // Another school's id is still refused, and a form that is not an id is still not a body.
    expectError(
      await api.request('POST', '/lessons/generate', undefined, axiosBare(String(gracia.id))),
      403,
      serverErrors.otherSchool,
    );
    expectError(
      await api.request('POST', '/lessons/generate', undefined, axiosBare(`school_id=${school}`)),
      415,
      serverErrors.unsupportedMediaType,
    );
  },

  'users/getWithRole answers the bare list: the spec’s «data field» is axios’ response.data': async (api) => {
    const school = await freshSchool(api);
    expect(
      rows(await api.request('POST', 'users/getWithRole', { school_id: school, role: 'teacher' })),
    ).toEqual([]);
    const teacher = row(
      await api.request('POST', 'users/create', {
        email: 'teacher@newstep.ru',
        password: 'учитель-шага-1',
        role: 'teacher',
        profile: { full_name: 'Соколов Илья' },
      }),
      201,
    );

    const teachers = rows(
      await api.request('POST', 'users/getWithRole', { school_id: school, role: 'teacher' }),
    );
    expect(teachers).toEqual([
      { id: teacher.id, role: 'teacher', school_id: Number(school), profile: { full_name: 'Соколов Илья' } },
    ]);
  },

  'groups/create with an empty name: the group gets «Новая группа», then «Новая группа 2»': async (api) => {
    const school = await freshSchool(api);

    const first = row(
      await api.request('POST', '/groups/create', { name: '', entity_type: 'student', school_id: school }),
      201,
    );
    expect(first).toMatchObject({ name: 'Новая группа', entity_type: 'student', school_id: Number(school) });
    const second = row(
      await api.request('POST', '/groups/create', { name: '  ', entity_type: 'student', school_id: school }),
      201,
    );
    expect(second.name).toBe('Новая группа 2');
    // Each table counts on its own; an explicit name already taken is still a 409.
    expect(
      row(
        await api.request('POST', '/groups/create', { name: '', entity_type: 'lead', school_id: school }),
        201,
      ).name,
    ).toBe('Новая группа');
    expectError(
      await api.request('POST', '/groups/create', { name: 'Новая группа', entity_type: 'student' }),
      409,
      serverErrors.groupNameTaken,
    );
    expect(
      rows(
        await api.request('POST', '/groups/getallwhere', { school_id: school, entity_type: 'student' }),
      ).map((group) => group.name),
    ).toEqual(['Новая группа', 'Новая группа 2']);
  },

  'leads/create with the spec’s defaults source_id 1 and status_id 1 takes the school’s own defaults': async (
    api,
  ) => {
    const school = await freshSchool(api);
    const sources = rows(await api.request('GET', '/sources/getall'));
    const statuses = rows(
      await api.request('POST', '/statuses/getallwhere', { school_id: school, type: 'lead' }),
    );
    const [firstSource, firstStatus, secondStatus] = [sources[0], statuses[0], statuses[1]];
    expect(firstSource?.id).not.toBe(1);
    expect(firstStatus?.id).not.toBe(1);

    // The spec's new lead: placeholder name, empty phone and qualification, source_id 1, status_id 1.
    const lead = row(
      await api.request('POST', '/leads/create', {
        name: 'new lead',
        phone: '',
        qualification: '',
        source_id: 1,
        status_id: 1,
        school_id: school,
      }),
      201,
    );
    expect(lead).toMatchObject({
      source_id: firstSource?.id,
      source_name: firstSource?.name,
      status_id: firstStatus?.id,
      status_name: firstStatus?.name,
      school_id: Number(school),
    });

    // The same in an update: a select set to the spec's default sends 1.
    const moved = row(
      await api.request('PATCH', `/leads/update/${String(lead.id)}`, { status_id: String(secondStatus?.id) }),
    );
    expect(moved.status_name).toBe(secondStatus?.name);
    const back = row(await api.request('PATCH', `/leads/update/${String(lead.id)}`, { status_id: '1' }));
    expect([back.status_id, back.status_name]).toEqual([firstStatus?.id, firstStatus?.name]);

    // Another school's real rows other than 1 stay unknown here.
    const demoSource = byName(graciaSources, 'ВКонтакте').id;
    const demoStatus = byName(graciaStatuses, 'В обработке').id;
    expect([demoSource, demoStatus]).not.toContain(1);
    expectError(
      await api.request('POST', '/leads/create', { source_id: demoSource }),
      400,
      serverErrors.unknownSource,
    );
    expectError(
      await api.request('POST', '/leads/create', { status_id: demoStatus }),
      400,
      serverErrors.unknownStatus,
    );
  },

  'schools/getall lists the schools by name, city, phone and email; a school still reads capitalised': async (
    api,
  ) => {
    const school = await freshSchool(api);
    const own = row(await api.request('GET', `/schools/getoneschool/${school}`));
    expect(Object.keys(own).sort()).toEqual(['City', 'Email', 'Name', 'Phone', 'TimeZone', 'id']);

    await loginAs(api, platformAdmin);
    const schools = rows(await api.request('GET', '/schools/getall'));
    for (const listed of schools)
      expect(Object.keys(listed)).toEqual(['id', 'name', 'city', 'phone', 'email', 'time_zone']);
    expect(schools.at(-1)).toEqual({
      id: Number(school),
      name: 'Студия «Новый шаг»',
      city: 'Вологда',
      phone: '+7 (817) 255-01-02',
      email: 'hello@newstep.ru',
      time_zone: DEFAULT_TIME_ZONE,
    });
    expect(schools[0]?.name).toBe(gracia.Name);
  },

  'PUT /students/{id} changes the status through status_name, the id as a select sends it, or the name':
    async (api) => {
      const school = await freshSchool(api);
      const statuses = rows(
        await api.request('POST', '/statuses/getallwhere', { school_id: school, type: 'student' }),
      );
      const [active, archived] = statuses as { id: number; name: string }[];
      const student = row(
        await api.request('POST', '/students/registration', { name: 'Орлова Соня', school_id: school }),
        201,
      );
      expect(student.status_name).toBe(active?.name);

      const changed = row(
        await api.request('PUT', `/students/${String(student.id)}`, { status_name: String(archived?.id) }),
      );
      expect(changed.status_name).toBe(archived?.name);
      expect(row(await api.request('GET', `/students/${String(student.id)}`)).status_name).toBe(
        archived?.name,
      );
      const byName = row(
        await api.request('PUT', `/students/${String(student.id)}`, { status_name: active?.name }),
      );
      expect(byName.status_name).toBe(active?.name);

      // A status of the demo school, a lead status, or a word that names none: a Russian 400, nothing changes.
      for (const status_name of ['6', '1', 'Переехал']) {
        expectError(
          await api.request('PUT', `/students/${String(student.id)}`, { status_name }),
          400,
          serverErrors.unknownStudentStatus(status_name),
        );
      }
      expect(row(await api.request('GET', `/students/${String(student.id)}`)).status_name).toBe(active?.name);
    },
};
