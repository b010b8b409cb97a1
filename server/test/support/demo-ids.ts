import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import { demoOwner, otherSchoolOwner } from '../../../src/contract/index.ts';
import type { Database } from '../../src/db/schema.ts';
import { type Account, accounts } from './demo-accounts.ts';
import type { TestContext } from './test-app.ts';

// Seeded rows looked up by name in the test database: a new demo row or a reordered seed changes no test.

type Db = Kysely<Database>;

const statusNames = {
  new: 'Новый',
  inProgress: 'В обработке',
  trialBooked: 'Записан на пробное',
  client: 'Клиент',
  active: 'Активный',
  archived: 'Архивный',
} as const;
const sourceNames = {
  instagram: 'Instagram',
  vk: 'ВКонтакте',
  telegram: 'Telegram',
  site: 'Сайт',
  referral: 'Рекомендация',
  gis: '2ГИС',
} as const;
const groupNames = {
  trialSaturday: 'Пробное в субботу',
  callBack: 'Перезвонить',
  hipHop: 'Хип-хоп 7–10 лет',
  jazzFunk: 'Jazz-funk 11–14 лет',
  contemporary: 'Contemporary 16+',
  bachata: 'Бачата для начинающих',
  stretching: 'Стретчинг утро',
  youngerParents: 'Родители младших групп',
  adultStudents: 'Взрослые ученики',
} as const;

export type DemoGroupKey = keyof typeof groupNames;

export type DemoIds = {
  /** The demo school and the second school registered after it. */
  schools: { demo: number; other: number };
  /** The seeded accounts' user ids, found by their e-mail addresses. */
  users: Record<Account, number>;
  statuses: Record<keyof typeof statusNames, number>;
  sources: Record<keyof typeof sourceNames, number>;
  groups: Record<DemoGroupKey, number>;
  /** The second school's default lead status, student status and first source, and one more of each. */
  otherSchool: {
    leadStatus: number;
    studentStatus: number;
    source: number;
    inProgressStatus: number;
    vkSource: number;
  };
  /** A status and a source of the demo school by name (any of `defaultStatuses`, `defaultSources`). */
  statusIdNamed: (name: string) => number;
  sourceIdNamed: (name: string) => number;
  /** A group of the demo school by its name, as seeded (any of `demoGroups`). */
  groupIdNamed: (name: string) => number;
  /** A demo group as answers reference it: `{ id, name }`. */
  groupRef: (key: DemoGroupKey) => { id: number; name: string };
};

type Named = { id: number; name: string };

function idNamed(rows: Named[], name: string, what: string): number {
  const found = rows.filter((row) => row.name === name);
  if (found.length !== 1) throw new Error(`${found.length} ${what} named "${name}" in the test database`);
  return (found[0] as Named).id;
}

function idsNamed<K extends string>(
  rows: Named[],
  names: Record<K, string>,
  what: string,
): Record<K, number> {
  return Object.fromEntries(
    Object.entries<string>(names).map(([key, name]) => [key, idNamed(rows, name, what)]),
  ) as Record<K, number>;
}

/** The ids of the seeded schools, statuses, sources and groups, read from the test database by name. */
export async function demoIds(db: Db): Promise<DemoIds> {
  const schools = await db.selectFrom('schools').select(['id', 'name']).execute();
  const demo = idNamed(schools, demoOwner.school.name, 'schools');
  const other = idNamed(schools, otherSchoolOwner.school.name, 'schools');
  const ofSchool = async (table: 'statuses' | 'sources' | 'groups', schoolId: number) =>
    db.selectFrom(table).select(['id', 'name']).where('school_id', '=', schoolId).execute();
  const otherStatuses = await ofSchool('statuses', other);
  const otherSources = await ofSchool('sources', other);
  const demoStatusRows = await ofSchool('statuses', demo);
  const demoSourceRows = await ofSchool('sources', demo);
  const demoGroupRows = await ofSchool('groups', demo);
  const groups = idsNamed(demoGroupRows, groupNames, 'groups');
  const users = await db.selectFrom('users').select(['id', 'email as name']).execute();
  const emails = Object.fromEntries(
    Object.entries(accounts).map(([account, { email }]) => [account, email]),
  ) as Record<Account, string>;
  return {
    schools: { demo, other },
    users: idsNamed(users, emails, 'users'),
    statuses: idsNamed(demoStatusRows, statusNames, 'statuses'),
    sources: idsNamed(demoSourceRows, sourceNames, 'sources'),
    groups,
    otherSchool: {
      leadStatus: idNamed(otherStatuses, statusNames.new, 'statuses'),
      studentStatus: idNamed(otherStatuses, statusNames.active, 'statuses'),
      source: idNamed(otherSources, sourceNames.instagram, 'sources'),
      inProgressStatus: idNamed(otherStatuses, statusNames.inProgress, 'statuses'),
      vkSource: idNamed(otherSources, sourceNames.vk, 'sources'),
    },
    statusIdNamed: (name) => idNamed(demoStatusRows, name, 'statuses'),
    sourceIdNamed: (name) => idNamed(demoSourceRows, name, 'sources'),
    groupIdNamed: (name) => idNamed(demoGroupRows, name, 'groups'),
    groupRef: (key) => ({ id: groups[key], name: groupNames[key] }),
  };
}

/** `demoIds` read once per file, before its tests (after `useTestApp`'s): read its fields inside tests only. */
export function useDemoIds(t: TestContext): DemoIds {
  const ids = {} as DemoIds;
  beforeAll(async () => {
    Object.assign(ids, await demoIds(t.db));
  });
  return ids;
}

/** A demo school's person's id, by their (unique) name. */
export async function demoPersonId(
  db: Db,
  table: 'leads' | 'students' | 'clients',
  name: string,
): Promise<number> {
  const rows = await db.selectFrom(table).select(['id', 'name']).where('name', '=', name).execute();
  return idNamed(rows, name, table);
}
